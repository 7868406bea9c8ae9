import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database.ts';
import { work } from '../../jobs/job-queue.ts';
import { refreshOutbreakCounts, type RefreshOutcome } from './weekly-count-repository.ts';

export const OUTBREAK_COUNTS_QUEUE = 'outbreak-counts';
/**
 * Every five minutes as well: a change whose wake-up was lost (a cascade, an erasure, a crash between
 * the commit and the send) is counted by then.
 */
export const OUTBREAK_COUNTS_CRON = '*/5 * * * *';

/**
 * `stately`: at most one refresh waiting and one running, so a burst of changes queues one refresh
 * (the debounce), and a change during a run still gets a run after it.
 */
export const outbreakCountsQueue: PgBoss.Queue = {
  name: OUTBREAK_COUNTS_QUEUE,
  policy: 'stately',
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
};

/** Asks for a refresh soon; a no-op while one already waits. */
export async function queueOutbreakRefresh(boss: PgBoss): Promise<void> {
  await boss.send(OUTBREAK_COUNTS_QUEUE, {});
}

/** Starts the refresh worker and its schedule; answers a function that wakes the worker. */
export async function startOutbreakCounts(
  boss: PgBoss,
  deps: { db: Db; refreshed(outcome: RefreshOutcome): void },
): Promise<() => void> {
  const worker = await work(
    boss,
    OUTBREAK_COUNTS_QUEUE,
    { pollingIntervalSeconds: 2, batchSize: 1 },
    async () => {
      deps.refreshed(await refreshOutbreakCounts(deps.db));
    },
  );
  await boss.schedule(OUTBREAK_COUNTS_QUEUE, OUTBREAK_COUNTS_CRON, {});
  return () => boss.notifyWorker(worker);
}
