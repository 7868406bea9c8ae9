import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/**
 * A new embedded database spends most of the server's first start in initdb. `npm run build` makes
 * one migrated database once and keeps it as a tarball; a new data folder starts from a copy of it
 * (later migrations still run as usual). Without the file, PGlite runs initdb as before.
 */
export const PGLITE_TEMPLATE = path.resolve(
  import.meta.dirname,
  '../../../dist/server/pglite-template.tar.gz',
);

/** The tarball to start an empty data folder from, or undefined for an existing database. */
export function pgliteTemplateFor(dataDir: string, template = PGLITE_TEMPLATE): Blob | undefined {
  const fresh = !existsSync(dataDir) || readdirSync(dataDir).length === 0;
  if (!fresh || !existsSync(template)) return undefined;
  return new Blob([readFileSync(template)]);
}

export async function writePgliteTemplate(migrationsFolder: string, file = PGLITE_TEMPLATE): Promise<void> {
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder });
  const tarball = await client.dumpDataDir('gzip');
  await client.close();
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
}
