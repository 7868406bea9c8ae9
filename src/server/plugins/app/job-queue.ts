import type { FastifyInstance } from 'fastify';
import { and, eq, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import { classifyTasks } from '../../db/schema.ts';
import { startClassifyWorkers } from '../../jobs/classify-job.ts';
import type { ImageClassifier } from '../../jobs/image-classifier.ts';
import { CLASSIFY_QUEUE, closeJobQueue, openJobQueue, type JobQueueOptions } from '../../jobs/job-queue.ts';
import type { StorageConfig } from '../../config/storage-config.ts';
import type { ImageStore } from '../../services/classify/image-store.ts';
import { openImageStore } from '../../services/classify/open-image-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: {
      boss: PgBoss;
      images: ImageStore;
      /** Queues the classification of a stored photo; answers once the job is durable. */
      enqueueClassification(taskId: string): Promise<void>;
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
 * A task recorded while the queue could not take its job (the database went away between the two)
 * would wait forever; on start such tasks are queued again. A duplicate job is harmless: the handler
 * finds the first diagnosis already written.
 */
async function requeueStranded(app: FastifyInstance, boss: PgBoss) {
  const stranded = await app.database.db
    .select({ id: classifyTasks.id })
    .from(classifyTasks)
    .where(
      and(eq(classifyTasks.status, 'pending'), lt(classifyTasks.createdAt, sql`now() - interval '1 minute'`)),
    );
  for (const task of stranded) await boss.send(CLASSIFY_QUEUE, { taskId: task.id });
}

/** The durable job queue (pg-boss) on the app's database, and, by default, its workers in this process. */
async function jobQueue(app: FastifyInstance, options: JobQueuePluginOptions) {
  const boss = await openJobQueue(app.database, options.queue);
  const images = openImageStore(options.storage);
  let wake = () => undefined as void;
  let classifier: ImageClassifier | null = null;
  if (options.inProcessWorkers > 0) {
    classifier = await options.classifier();
    wake = await startClassifyWorkers(
      boss,
      { db: app.database.db, store: images, classifier },
      options.inProcessWorkers,
    );
  }
  await requeueStranded(app, boss);
  app.decorate('jobs', {
    boss,
    images,
    async enqueueClassification(taskId: string) {
      await boss.send(CLASSIFY_QUEUE, { taskId });
      wake();
    },
  });
  // Before the database plugin's onClose: running jobs finish while their database is still open.
  app.addHook('preClose', async () => {
    await closeJobQueue(boss);
    await classifier?.close();
  });
}

export default fp(jobQueue, { name: 'job-queue', dependencies: ['database'] });
