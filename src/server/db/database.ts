import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { lockDataDir } from './data-dir-lock.ts';
import { migrateWhenBehind } from './migrate-when-behind.ts';
import { copyPgliteTemplate, pgliteTemplateFor } from './pglite-template.ts';
import { compilePgliteWasm } from './pglite-wasm.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs raw SQL with positional parameters; what pg-boss and health checks need. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; PGlite when absent. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; in memory when absent. */
  dataDir?: string | undefined;
  /** Told when PostgreSQL drops an idle connection (a restart, a failover); the pool reconnects by itself. */
  onConnectionLost?: (error: Error) => void;
}

const warnConnectionLost = (error: Error) =>
  console.warn(`database: an idle connection was closed by the server (${error.message}); reconnecting`);

/**
 * initdb's 128 MB of shared buffers outgrew PGlite's initial WebAssembly memory, and growing and
 * zeroing it was about a quarter of opening the database; the embedded database is tens of megabytes,
 * and PGlite serves one connection, so 32 MB hold all of it that is in use.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

async function openPglite(dataDir: string | undefined): Promise<Database> {
  // Compiles in the background during the copy, and during the module loading that follows it.
  const pgliteWasmModule = compilePgliteWasm();
  const template = dataDir ? pgliteTemplateFor(dataDir) : undefined;
  if (dataDir && template) await copyPgliteTemplate(template, dataDir);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  const client = await PGlite.create(dataDir, {
    pgliteWasmModule: await pgliteWasmModule,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  }).catch((error: unknown) => {
    release();
    throw error;
  });
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }) as unknown as Db,
    // pg-boss sends multi-statement scripts (migrations, transactions) without parameters: `exec` runs those.
    executeSql: async (text, values = []) => {
      if (values.length > 0) return { rows: (await client.query(text, values as never[])).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

async function openPostgres(
  connectionString: string,
  onConnectionLost: (error: Error) => void,
): Promise<Database> {
  // Loaded only here: the embedded database, the usual one, has no use for the PostgreSQL client.
  const [{ default: pg }, { drizzle: drizzlePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Without a listener, an idle connection that the server closes is an uncaught error that ends the process.
  pool.on('error', onConnectionLost);
  return {
    kind: 'postgres',
    db: drizzlePostgres({ client: pool, schema }) as unknown as Db,
    executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
    close: () => pool.end(),
  };
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.onConnectionLost ?? warnConnectionLost)
    : await openPglite(options.dataDir);
  if (existsSync(path.join(migrationsFolder, 'meta/_journal.json'))) {
    await migrateWhenBehind(database, migrationsFolder);
  }
  return database;
}

export async function isReachable(database: Database): Promise<boolean> {
  try {
    await database.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
