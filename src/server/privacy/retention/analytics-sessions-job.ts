import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database.ts';
import { work } from '../../jobs/job-queue.ts';
import { analyticsSessions } from './analytics-sessions.ts';
import type { RetentionCounts } from './retention-rule.ts';

export const ANALYTICS_SESSIONS_QUEUE = 'analytics-sessions';

/**
 * Every five minutes: "within minutes after a session" cannot wait for the daily run, so an ended
 * session's id is dropped at most 35 minutes after its last event.
 */
export const ANALYTICS_SESSIONS_CRON = '*/5 * * * *';

export const analyticsSessionsQueue: PgBoss.Queue = {
  name: ANALYTICS_SESSIONS_QUEUE,
  retryLimit: 1,
  policy: 'singleton',
};

export async function startAnalyticsSessionsJob(
  boss: PgBoss,
  deps: { db: Db; clock: () => Date; log(rule: string, counts: RetentionCounts): void },
): Promise<void> {
  await boss.schedule(ANALYTICS_SESSIONS_QUEUE, ANALYTICS_SESSIONS_CRON, {});
  await work(boss, ANALYTICS_SESSIONS_QUEUE, { pollingIntervalSeconds: 30, batchSize: 1 }, async () => {
    const counts = await deps.db.transaction((tx) =>
      analyticsSessions.apply(tx, { now: deps.clock(), dryRun: false, queueFileRemoval: async () => {} }),
    );
    deps.log(analyticsSessions.name, counts);
  });
}
