import { ANALYTICS_SESSION_IDLE_MINUTES } from '../../../contract/analytics-consent.ts';
import { dropEndedSessions } from '../../services/analytics/analytics-repository.ts';
import type { RetentionRule } from './retention-rule.ts';

/**
 * A tab's session ends after `ANALYTICS_SESSION_IDLE_MINUTES` without an event; its id then leaves
 * every event and page view, so nothing links them any more. Besides the daily run, the
 * `analytics-sessions` job runs this rule every few minutes (analytics-sessions-job.ts).
 */
export const analyticsSessions: RetentionRule = {
  name: 'analytics-sessions',
  rule: 'SPEC §9: "App analytics data is anonymized within minutes after a session."',
  async apply(tx, { now, dryRun }) {
    const endedBefore = new Date(now.getTime() - ANALYTICS_SESSION_IDLE_MINUTES * 60_000);
    return dropEndedSessions(tx, endedBefore, dryRun);
  },
};
