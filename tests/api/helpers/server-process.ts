import { buildApp } from '../../../src/server/app.ts';
import { loadServerConfig } from '../../../src/server/config/server-config.ts';
import { openDatabase } from '../../../src/server/db/database.ts';
import { fakeClassifier } from '../diagnosis/support/classify-app.ts';
import path from 'node:path';

/**
 * `npm start` for the multi-process tests: the real app on the real database (PGlite in DATA_DIR or
 * DATABASE_URL), without the client build, with the fixed-answer classifier so jobs take no model
 * time. Prints `listening <port>` when it is ready.
 */
const config = loadServerConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'db'),
});
const app = await buildApp({
  config: {
    ...config,
    auth: { ...config.auth, argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 } },
  },
  database,
  // Errors go to stderr, which the test shows when the process fails.
  logger: false,
  classifier: async () => fakeClassifier,
});
await app.listen({ port: config.port, host: '127.0.0.1' });
process.stdout.write(`listening ${config.port}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
