import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import type { PushConfig } from '../../config/server-config.ts';
import type { SqlExecutor } from '../../db/transaction-sql.ts';
import {
  alertDeliveryQueue,
  queueAlertDelivery,
  startAlertDelivery,
} from '../../services/alerts/alert-delivery-job.ts';
import {
  alertDraftingQueue,
  queueAlertDrafting,
  startAlertDrafting,
} from '../../services/alerts/alert-drafting-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    alerts: {
      /** Queues the threshold check for a reviewed booking, in the review's transaction `db`. */
      queueDrafting(callbackId: string, db: SqlExecutor): Promise<void>;
      /** After that transaction commits: run the check now rather than at the next poll. */
      wakeDrafting(): void;
      /** Queues an approved alert's delivery, in the approving transaction `db`. */
      queueDelivery(draftId: string, db: SqlExecutor): Promise<void>;
      wakeDelivery(): void;
    };
  }
}

async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue) {
  if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, queue);
  else await boss.createQueue(queue.name, queue);
}

/**
 * Outbreak alert drafting (issue 32 §2): after each case review, a job checks the condition's
 * threshold in the case's ward and drafts an alert for the staff; after an approval, another delivers
 * it to the farmers around. Light, so every API process runs them.
 */
async function alertJobs(app: FastifyInstance, options: { clock: () => Date; push: PushConfig }) {
  let wake = () => undefined as void;
  let wakeDelivery = () => undefined as void;
  app.jobs.onStart(async (boss) => {
    await ensureQueue(boss, alertDraftingQueue);
    wake = await startAlertDrafting(boss, {
      db: app.database.db,
      clock: options.clock,
      drafted: (id) => app.log.info({ alertDraft: id }, 'outbreak alert drafted'),
    });
    await ensureQueue(boss, alertDeliveryQueue);
    wakeDelivery = await startAlertDelivery(boss, {
      db: app.database.db,
      push: options.push,
      outbox: app.accounts.deps.outbox,
      clock: options.clock,
    });
  });
  app.decorate('alerts', {
    queueDrafting: (callbackId: string, db: SqlExecutor) =>
      queueAlertDrafting(app.jobs.startedAlready(), callbackId, db),
    wakeDrafting: () => wake(),
    queueDelivery: (draftId: string, db: SqlExecutor) =>
      queueAlertDelivery(app.jobs.startedAlready(), draftId, db),
    wakeDelivery: () => wakeDelivery(),
  });
}

export default fp(alertJobs, {
  name: 'alert-jobs',
  dependencies: ['job-queue', 'database', 'authentication'],
});
