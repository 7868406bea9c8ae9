import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database.ts';
import type { SqlExecutor } from '../../db/transaction-sql.ts';
import { runRetention } from './run-retention.ts';
import { work } from '../../jobs/job-queue.ts';

export const RETENTION_QUEUE = 'retention';

/** Daily at 02:30 in Nairobi, when nobody is using the service. */
export const RETENTION_CRON = '30 2 * * *';

export const retentionQueue: PgBoss.Queue = {
  name: RETENTION_QUEUE,
  retryLimit: 3,
  retryDelay: 600,
  // One run at a time across every API process.
  policy: 'singleton',
};

export interface RetentionJobDeps {
  db: Db;
  clock: () => Date;
  queueFileRemoval(keys: string[], db: SqlExecutor): Promise<void>;
  log(rule: string, counts: Record<string, number>): void;
}

/**
 * The schedule lives in the database (pg-boss), so one run happens per day however many server
 * processes there are; the same rules run by hand with `npm run retention`.
 */
export async function startRetentionJob(boss: PgBoss, deps: RetentionJobDeps): Promise<void> {
  await boss.schedule(RETENTION_QUEUE, RETENTION_CRON, {}, { tz: 'Africa/Nairobi' });
  await work(boss, RETENTION_QUEUE, { pollingIntervalSeconds: 60, batchSize: 1 }, async () => {
    await runRetention(
      deps.db,
      { now: deps.clock(), dryRun: false, queueFileRemoval: deps.queueFileRemoval },
      deps.log,
    );
  });
}
