import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './database.ts';

interface Journal {
  entries: { when: number }[];
}

/** The newest migration's time, as Drizzle records it in drizzle.__drizzle_migrations.created_at. */
function newestMigration(migrationsFolder: string): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** When the newest migration this database has applied, or undefined before its first migration. */
async function newestApplied(database: Database): Promise<number | undefined> {
  const table = await database.executeSql(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (!(table.rows[0] as { present: boolean }).present) return undefined;
  const applied = await database.executeSql(
    'select max(created_at) as newest from drizzle.__drizzle_migrations',
  );
  const { newest } = applied.rows[0] as { newest: string | number | null };
  return newest === null ? undefined : Number(newest);
}

/**
 * Brings the schema up to date. Drizzle's migrator reads and hashes every migration and runs its
 * set-up statements before it finds nothing to do, which is what nearly every start finds: one query
 * decides that first, by the rule Drizzle itself applies (a migration newer than the newest applied
 * one runs).
 */
export async function migrateWhenBehind(database: Database, migrationsFolder: string): Promise<void> {
  const applied = await newestApplied(database);
  if (applied !== undefined && applied >= newestMigration(migrationsFolder)) return;
  const db = database.db as never;
  if (database.kind === 'pglite') await migratePglite(db, { migrationsFolder });
  else await migratePostgres(db, { migrationsFolder });
}
