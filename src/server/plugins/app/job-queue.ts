import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import { startClassifyWorkers } from '../../jobs/classify-job.ts';
import type { ImageClassifier } from '../../jobs/image-classifier.ts';
import type { SqlExecutor } from '../../db/transaction-sql.ts';
import { openJobQueue, sendClassification, type JobQueueOptions } from '../../jobs/job-queue.ts';
import { jobQueueStart, type JobQueueStep } from '../../jobs/job-queue-start.ts';
import type { StorageConfig } from '../../config/storage-config.ts';
import type { ImageStore } from '../../providers/storage/image-store.ts';
import { openImageStore } from '../../providers/storage/open-image-store.ts';
import { pendingTaskIds } from '../../services/classify/classify-task-repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route sends jobs inside a transaction, so it waits for the job queue to have started first. */
    sendsJobs?: boolean;
  }
  interface FastifyInstance {
    jobs: {
      /** The queue once it has started; it starts in the background when the app is ready. */
      started(): Promise<PgBoss>;
      /** Adds a plugin's queues and workers to the queue's start. */
      onStart(step: JobQueueStep): void;
      /** The started queue, inside a transaction of a route marked `config.sendsJobs`. */
      startedAlready(): PgBoss;
      images: ImageStore;
      /**
       * Queues the classification of a stored photo, on `db` (a transaction) when given, else on its
       * own; sending again for a task whose job exists adds nothing. Wakes this process's workers.
       */
      enqueueClassification(taskId: string, db?: SqlExecutor): Promise<void>;
    };
  }
}

export interface JobQueuePluginOptions {
  storage: StorageConfig;
  queue: JobQueueOptions;
  /** Classification workers inside this process; 0 when standalone workers (`npm run worker`) do the work. */
  inProcessWorkers: number;
  /** Opened only when this process runs workers, so a pure API server never loads the model. */
  classifier: () => Promise<ImageClassifier>;
}

/**
 * Tasks and their jobs are written in one transaction now, but a task stored by an older version
 * could still be waiting without a job; on start every pending task is sent again, which adds a job
 * only where none exists (the job id is the task id).
 */
async function requeueStranded(app: FastifyInstance, boss: PgBoss) {
  for (const taskId of await pendingTaskIds(app.database.db)) await sendClassification(boss, taskId);
}

/**
 * The durable job queue (pg-boss) on the app's database, and, by default, its workers in this process.
 * It starts once the app is ready, after the server's own start (src/server/jobs/job-queue-start.ts).
 */
async function jobQueue(app: FastifyInstance, options: JobQueuePluginOptions) {
  const images = openImageStore(options.storage);
  let wake = () => undefined as void;
  let classifier: ImageClassifier | null = null;
  const queue = jobQueueStart(
    () => openJobQueue(app.database, options.queue),
    (error) => app.log.error({ err: error }, 'the job queue did not start'),
  );
  queue.onStart(async (boss) => {
    if (options.inProcessWorkers === 0) return;
    classifier = await options.classifier();
    wake = await startClassifyWorkers(
      boss,
      { db: app.database.db, store: images, classifier },
      options.inProcessWorkers,
    );
  });
  queue.onStart((boss) => requeueStranded(app, boss));
  app.decorate('jobs', {
    started: queue.started,
    onStart: queue.onStart,
    startedAlready: queue.startedAlready,
    images,
    async enqueueClassification(taskId: string, db?: SqlExecutor) {
      await sendClassification(db ? queue.startedAlready() : await queue.started(), taskId, db);
      // Inside a transaction the job is not visible yet; the caller's wake after commit finds it.
      if (!db) wake();
    },
  });
  app.addHook('onReady', async () => queue.begin());
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.sendsJobs) await queue.started();
  });
  // Before the database plugin's onClose: running jobs finish while their database is still open.
  app.addHook('preClose', async () => {
    await queue.close();
    await classifier?.close();
  });
}

export default fp(jobQueue, { name: 'job-queue', dependencies: ['database'] });
