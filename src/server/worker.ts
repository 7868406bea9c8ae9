import closeWithGrace from 'close-with-grace';
import { loadServerConfig } from './config/server-config.ts';
import { openDatabase } from './db/database.ts';
import { createOnnxClassifier } from './jobs/onnx-classifier.ts';
import { startWorkerProcess } from './jobs/worker-process.ts';

/**
 * `npm run worker`: classification workers without the HTTP server. The embedded PGlite database
 * belongs to one process, so standalone workers need PostgreSQL (DATABASE_URL) and the same DATA_DIR
 * (or shared storage) as the API servers; set CLASSIFY_WORKERS=0 on those to leave the jobs to these.
 */
const config = loadServerConfig();
if (!config.databaseUrl) {
  console.error(
    'npm run worker needs DATABASE_URL (PostgreSQL); with the embedded database, npm start runs the workers.',
  );
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl });
const threads = config.jobs.classifierThreads;
const stop = await startWorkerProcess({
  database,
  storage: config.storage,
  queue: config.jobs.queue,
  concurrency: Math.max(1, config.jobs.inProcessWorkers || threads),
  classifier: createOnnxClassifier(threads),
});
console.log(`Mimea worker: classifying photos with ${threads} thread(s).`);

closeWithGrace({ delay: 15_000 }, async ({ err }) => {
  if (err) console.error('worker stopping after an error', err);
  await stop();
});
