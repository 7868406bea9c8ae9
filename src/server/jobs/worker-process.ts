import type { StorageConfig } from '../config/storage-config.ts';
import type { Database } from '../db/database.ts';
import { openImageStore } from '../providers/storage/open-image-store.ts';
import { startClassifyWorkers } from './classify-job.ts';
import type { ImageClassifier } from './image-classifier.ts';
import { closeJobQueue, openJobQueue, type JobQueueOptions } from './job-queue.ts';

export interface WorkerProcessOptions {
  database: Database;
  storage: StorageConfig;
  queue: JobQueueOptions;
  concurrency: number;
  classifier: ImageClassifier;
}

/**
 * A process that only runs classification jobs (`npm run worker`): any number of them, on any number
 * of machines, share one PostgreSQL queue with the API servers. Returns how to stop it cleanly.
 */
export async function startWorkerProcess(options: WorkerProcessOptions) {
  const boss = await openJobQueue(options.database, options.queue);
  const store = openImageStore(options.storage);
  await startClassifyWorkers(
    boss,
    { db: options.database.db, store, classifier: options.classifier },
    options.concurrency,
  );
  return async () => {
    await closeJobQueue(boss);
    await options.classifier.close();
    await options.database.close();
  };
}
