import { credentialsSpentBefore } from './retention-repository.ts';
import { DAY_MS, type RetentionRule } from './retention-rule.ts';

const KEEP_DAYS = 7;

/**
 * Ended logins (revoked or past their end; their refresh tokens cascade), used or expired reset and contact-change codes,
 * lockout counters, whose keys hold account ids and addresses, and social sign-ins that were never
 * finished go a week after they stopped counting. The week keeps them for looking into an incident that is reported late.
 * No lockout window is longer than a day, so a counter that started over a week ago is long spent.
 */
export const expiredCredentials: RetentionRule = {
  name: 'expired-credentials',
  rule: 'Used reset codes and expired tokens: 7 days (issue 14).',
  async apply(tx, { now, dryRun }) {
    const spent = credentialsSpentBefore(tx, new Date(now.getTime() - KEEP_DAYS * DAY_MS));
    const counts: Record<string, number> = {};
    for (const [kind, rows] of Object.entries(spent))
      counts[kind] = dryRun ? await rows.count() : await rows.delete();
    return counts;
  },
};
