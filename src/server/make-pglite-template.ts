import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadServerConfig } from './config/server-config.ts';
import { openDatabase } from './db/database.ts';
import { PGLITE_TEMPLATE, writePgliteTemplate } from './db/pglite-template.ts';
import { writeShippedDigests } from './db/shipped-digests.ts';

/**
 * The last step of `npm run build` (and of `npm start`'s own build): the new-database template is the
 * database as the server's first start leaves it (migrated, reference data loaded, the job queue's
 * tables, queues and schedule made), started with nothing else configured and no workers. The
 * reference-data digests that start stored are kept as the bundle's own (src/server/db/shipped-digests.ts).
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
    await app.close();
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
console.log(`wrote ${PGLITE_TEMPLATE}`);
