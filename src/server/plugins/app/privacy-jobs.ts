import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import type { SqlExecutor } from '../../db/transaction-sql.ts';
import { work } from '../../jobs/job-queue.ts';
import {
  imageFileRemovalQueue,
  queueImageFileRemoval,
  startImageFileRemoval,
} from '../../privacy/image-file-removal.ts';
import {
  analyticsSessionsQueue,
  startAnalyticsSessionsJob,
} from '../../privacy/retention/analytics-sessions-job.ts';
import { retentionQueue, startRetentionJob } from '../../privacy/retention/retention-job.ts';
import {
  buildStoredExport,
  DATA_EXPORT_QUEUE,
  dataExportQueue,
} from '../../privacy/data-export/data-export.ts';

declare module 'fastify' {
  interface FastifyInstance {
    privacy: {
      /** Queues the removal of photo files whose rows are (being) deleted; in `db`'s transaction when given. */
      queueFileRemoval(keys: string[], db?: SqlExecutor): Promise<void>;
      /** After the transaction that queued removals commits: start them now rather than at the next poll. */
      wakeFileRemoval(): void;
      /** Builds a large account's data export in the background. */
      queueExportBuild(exportId: string): Promise<void>;
    };
  }
}

async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue) {
  if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, queue);
  else await boss.createQueue(queue.name, queue);
}

/**
 * The jobs that carry out deletions (photo files after their rows, the daily retention run) and build
 * large data exports. They are light (no model), so every API process runs them; pg-boss hands each
 * job to one of them. They start with the job queue, after the server's own start.
 */
async function privacyJobs(app: FastifyInstance, options: { clock: () => Date }) {
  const { images } = app.jobs;
  const db = app.database.db;
  // Removals are queued in the deleting transaction, so that route waits for the queue (config.sendsJobs).
  const queueFileRemoval = async (keys: string[], tx?: SqlExecutor) =>
    queueImageFileRemoval(tx ? app.jobs.startedAlready() : await app.jobs.started(), keys, tx);
  // Before the workers start there is nothing to wake: their first fetch finds the jobs.
  let wake = () => undefined as void;
  let exportWorker = '';
  app.jobs.onStart(async (boss) => {
    await ensureQueue(boss, imageFileRemovalQueue);
    await ensureQueue(boss, retentionQueue);
    await ensureQueue(boss, dataExportQueue);
    await ensureQueue(boss, analyticsSessionsQueue);
    wake = await startImageFileRemoval(boss, db, images);
    await startRetentionJob(boss, {
      db,
      clock: options.clock,
      queueFileRemoval,
      log: (rule, counts) => app.log.info({ rule, counts }, 'retention'),
    });
    await startAnalyticsSessionsJob(boss, {
      db,
      clock: options.clock,
      log: (rule, counts) => app.log.info({ rule, counts }, 'retention'),
    });
    exportWorker = await work<{ exportId: string }>(
      boss,
      DATA_EXPORT_QUEUE,
      { pollingIntervalSeconds: 2, batchSize: 1 },
      async ([job]) => {
        if (job) await buildStoredExport({ db, store: images, clock: options.clock }, job.data.exportId);
      },
    );
  });
  app.decorate('privacy', {
    queueFileRemoval,
    wakeFileRemoval: () => wake(),
    async queueExportBuild(exportId: string) {
      const boss = await app.jobs.started();
      await boss.send(DATA_EXPORT_QUEUE, { exportId });
      boss.notifyWorker(exportWorker);
    },
  });
}

export default fp(privacyJobs, { name: 'privacy-jobs', dependencies: ['job-queue', 'database'] });
