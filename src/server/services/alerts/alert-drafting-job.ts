import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database.ts';
import type { SqlExecutor } from '../../db/transaction-sql.ts';
import { work } from '../../jobs/job-queue.ts';
import { draftAlertAfterReview } from './alert-draft-repository.ts';

export const ALERT_DRAFTING_QUEUE = 'alert-drafting';

export const alertDraftingQueue: PgBoss.Queue = {
  name: ALERT_DRAFTING_QUEUE,
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
};

export interface AlertDraftingData {
  callbackId: string;
}

/**
 * Queues a look at the threshold after a review, in the review's transaction (`db`): the job exists
 * exactly when the review does, so a crash after the commit cannot lose it.
 */
export async function queueAlertDrafting(boss: PgBoss, callbackId: string, db: SqlExecutor): Promise<void> {
  await boss.send(ALERT_DRAFTING_QUEUE, { callbackId } satisfies AlertDraftingData, { db });
}

/** Starts the worker; answers a function that wakes it (after the queuing transaction commits). */
export async function startAlertDrafting(
  boss: PgBoss,
  deps: { db: Db; clock: () => Date; drafted(id: string): void },
): Promise<() => void> {
  const worker = await work<AlertDraftingData>(
    boss,
    ALERT_DRAFTING_QUEUE,
    { pollingIntervalSeconds: 2, batchSize: 1 },
    async ([job]) => {
      if (!job) return;
      const id = await draftAlertAfterReview(deps.db, job.data.callbackId, deps.clock());
      if (id) deps.drafted(id);
    },
  );
  return () => boss.notifyWorker(worker);
}
