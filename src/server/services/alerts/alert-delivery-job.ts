import type PgBoss from 'pg-boss';
import type { SqlExecutor } from '../../db/transaction-sql.ts';
import { work } from '../../jobs/job-queue.ts';
import { deliverApprovedAlert, type AlertDeliveryDeps } from './alert-delivery.ts';

export const ALERT_DELIVERY_QUEUE = 'alert-delivery';

export const alertDeliveryQueue: PgBoss.Queue = {
  name: ALERT_DELIVERY_QUEUE,
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
};

interface AlertDeliveryData {
  draftId: string;
}

/** Queues an approved alert's delivery in the approving transaction (`db`), so approval and job go together. */
export async function queueAlertDelivery(boss: PgBoss, draftId: string, db: SqlExecutor): Promise<void> {
  await boss.send(ALERT_DELIVERY_QUEUE, { draftId } satisfies AlertDeliveryData, { db });
}

/** Starts the worker; answers a function that wakes it (after the approving transaction commits). */
export async function startAlertDelivery(boss: PgBoss, deps: AlertDeliveryDeps): Promise<() => void> {
  const worker = await work<AlertDeliveryData>(
    boss,
    ALERT_DELIVERY_QUEUE,
    { pollingIntervalSeconds: 2, batchSize: 1 },
    async ([job]) => {
      if (job) await deliverApprovedAlert(deps, job.data.draftId);
    },
  );
  return () => boss.notifyWorker(worker);
}
