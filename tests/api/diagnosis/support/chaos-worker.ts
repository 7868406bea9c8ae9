import path from 'node:path';
import { openDatabase } from '../../../../src/server/db/database.ts';
import { startWorkerProcess } from '../../../../src/server/jobs/worker-process.ts';
import { fakeClassifier } from './classify-app.ts';

/**
 * A standalone worker for the chaos test: it announces each photo it starts on, then takes a moment
 * to "classify", long enough for the test to kill it mid-job.
 */
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
await startWorkerProcess({
  database,
  storage: { kind: 'disk', uploadsDir: path.join(process.env.DATA_DIR!, 'uploads') },
  queue: { expireInSeconds: 1, retryLimit: 20, maintenanceIntervalSeconds: 1 },
  concurrency: 1,
  classifier: {
    async classify(image) {
      process.stdout.write('classifying\n');
      await new Promise((resolve) => setTimeout(resolve, Number(process.env.CHAOS_CLASSIFY_MS ?? 200)));
      return fakeClassifier.classify(image);
    },
    close: async () => undefined,
  },
});
process.stdout.write('ready\n');
