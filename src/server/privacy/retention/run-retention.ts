import type { Db } from '../../db/database.ts';
import { analyticsSessions } from './analytics-sessions.ts';
import { anonymousUploads } from './anonymous-uploads.ts';
import { contactMessages } from './contact-messages.ts';
import { expiredExports } from './data-exports.ts';
import { expiredCredentials } from './expired-credentials.ts';
import { outboxBodies } from './outbox-messages.ts';
import { webVisits } from './web-visits.ts';
import type { RetentionContext, RetentionCounts, RetentionRule } from './retention-rule.ts';

/** Every retention rule, in the order they run. Server request logs are not here: the app keeps none (README.md). */
export const RETENTION_RULES: RetentionRule[] = [
  contactMessages,
  anonymousUploads,
  outboxBodies,
  expiredCredentials,
  expiredExports,
  analyticsSessions,
  webVisits,
];

export type RetentionReport = Record<string, RetentionCounts>;

/**
 * Runs each rule in its own transaction: one rule failing leaves the others done, and it is tried
 * again on the next run. `log` receives counts only, never ids or contents.
 */
export async function runRetention(
  db: Db,
  context: RetentionContext,
  log: (rule: string, counts: RetentionCounts) => void = () => undefined,
): Promise<RetentionReport> {
  const report: RetentionReport = {};
  for (const rule of RETENTION_RULES) {
    const counts = await db.transaction((tx) => rule.apply(tx, context));
    report[rule.name] = counts;
    log(rule.name, counts);
  }
  return report;
}
