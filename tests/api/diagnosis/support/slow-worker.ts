import path from 'node:path';
import { openDatabase } from '../../../../src/server/db/database.ts';
import { defaultJobQueueOptions } from '../../../../src/server/jobs/job-queue.ts';
import { startWorkerProcess } from '../../../../src/server/jobs/worker-process.ts';
import { fakeClassifier } from './classify-app.ts';

/**
 * `npm run worker` with the shipped queue settings and a classifier that takes WORKER_CLASSIFY_MS: it
 * says `classifying` when it starts a photo, so a test can kill it mid-job and time the recovery.
 */
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
await startWorkerProcess({
  database,
  storage: { kind: 'disk', uploadsDir: path.join(process.env.DATA_DIR!, 'uploads') },
  queue: defaultJobQueueOptions,
  concurrency: 1,
  classifier: {
    async classify(image) {
      process.stdout.write('classifying\n');
      await new Promise((resolve) => setTimeout(resolve, Number(process.env.WORKER_CLASSIFY_MS ?? 0)));
      return fakeClassifier.classify(image);
    },
    close: async () => undefined,
  },
});
process.stdout.write('ready\n');
