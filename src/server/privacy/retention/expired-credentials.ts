import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import { contactChanges, loginSessions, passwordResetCodes, throttleBuckets } from '../../db/schema.ts';
import { DAY_MS, type RetentionRule } from './retention-rule.ts';

const KEEP_DAYS = 7;

/**
 * Ended logins (revoked or past their end; their refresh tokens cascade), used or expired reset and contact-change codes,
 * and lockout counters, whose keys hold account ids and addresses, go a week after they stopped
 * counting. The week keeps them for looking into an incident that is reported late.
 */
export const expiredCredentials: RetentionRule = {
  name: 'expired-credentials',
  rule: 'Used reset codes and expired tokens: 7 days (issue 14).',
  async apply(tx, { now, dryRun }) {
    const before = new Date(now.getTime() - KEEP_DAYS * DAY_MS);
    const endedLogins = or(lt(loginSessions.revokedAt, before), lt(loginSessions.expiresAt, before));
    const spentCodes = or(
      and(isNotNull(passwordResetCodes.usedAt), lt(passwordResetCodes.usedAt, before)),
      lt(passwordResetCodes.expiresAt, before),
    );
    const spentChanges = or(
      and(isNotNull(contactChanges.usedAt), lt(contactChanges.usedAt, before)),
      lt(contactChanges.expiresAt, before),
    );
    // No window is longer than a day, so a counter that started over a week ago is long spent.
    const oldCounters = lt(throttleBuckets.windowStartedAt, before);
    if (dryRun)
      return {
        login_sessions: await tx.$count(loginSessions, endedLogins),
        password_reset_codes: await tx.$count(passwordResetCodes, spentCodes),
        contact_changes: await tx.$count(contactChanges, spentChanges),
        throttle_buckets: await tx.$count(throttleBuckets, oldCounters),
      };
    const counted = { id: sql<number>`1` };
    return {
      login_sessions: (await tx.delete(loginSessions).where(endedLogins).returning(counted)).length,
      password_reset_codes: (await tx.delete(passwordResetCodes).where(spentCodes).returning(counted)).length,
      contact_changes: (await tx.delete(contactChanges).where(spentChanges).returning(counted)).length,
      throttle_buckets: (await tx.delete(throttleBuckets).where(oldCounters).returning(counted)).length,
    };
  },
};
