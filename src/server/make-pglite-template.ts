import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadServerConfig } from './config/server-config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { PGLITE_TEMPLATE, writePgliteTemplate } from './db/pglite-template.ts';
import { writeShippedDigests } from './db/shipped-digests.ts';

/**
 * PostgreSQL's own template databases are half the folder's files, and every new database is a copy of
 * the folder, paid per file. Nothing creates databases in the embedded one, so they are left out.
 */
async function dropTemplateDatabases(database: Database) {
  await database.executeSql(
    "UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')",
  );
  // One statement each: DROP DATABASE cannot run inside the transaction of a multi-statement script.
  await database.executeSql('DROP DATABASE template0');
  await database.executeSql('DROP DATABASE template1');
}

/**
 * The last step of `npm run build` (and of `npm start`'s own build): the new-database template is the
 * database as the server's first start leaves it (migrated, reference data loaded, the job queue's
 * tables, queues and schedule made, PostgreSQL's own template databases left out), started with
 * nothing else configured and no workers. The reference-data digests that start stored are kept as
 * the bundle's own (src/server/db/shipped-digests.ts).
 */
await writePgliteTemplate(async (dataDir) => {
  // This one start's own secrets and uploads; only its database is kept.
  const scratch = mkdtempSync(path.join(tmpdir(), 'mimea-template-'));
  try {
    const database = await openDatabase({ dataDir });
    const app = await buildApp({
      config: loadServerConfig({ DATA_DIR: scratch, CLASSIFY_WORKERS: '0' }),
      database,
      logger: false,
    });
    await writeShippedDigests(database.db);
    await dropTemplateDatabases(database);
    await app.close();
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
console.log(`wrote ${PGLITE_TEMPLATE}`);
