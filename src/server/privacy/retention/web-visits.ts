import { anonymiseVisitsBefore } from '../../services/analytics/analytics-repository.ts';
import type { RetentionRule } from './retention-rule.ts';

const KEEP_MONTHS = 26;

/** The first instant still kept whole: 26 calendar months before `now`. */
export function webVisitCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - KEEP_MONTHS);
  return cutoff;
}

/**
 * Page views older than 26 months keep only their day, page, status and language: the anonymised IP
 * address, referer, browser, operating system, screen size and any session id go.
 */
export const webVisits: RetentionRule = {
  name: 'web-visits',
  rule: 'SPEC §9: "Web analytics data is anonymized within 26 months."',
  async apply(tx, { now, dryRun }) {
    return { page_views: await anonymiseVisitsBefore(tx, webVisitCutoff(now), now, dryRun) };
  },
};
