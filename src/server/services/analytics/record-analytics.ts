import type { AnalyticsBatch } from '../../../contract/analytics.ts';
import type { Db } from '../../db/database.ts';
import { anonymiseIp } from '../../logging/anonymise-ip.ts';
import { insertAnalytics, type EventRow, type PageViewRow } from './analytics-repository.ts';
import { userAgentFamily } from './user-agent-family.ts';

/** Events kept offline longer than this are stale for a weekly dashboard and are dropped. */
const OLDEST_MS = 7 * 86_400_000;

export interface RequestFacts {
  ip: string;
  userAgent: string | undefined;
  now: Date;
}

/**
 * Stores a batch: the client's time of each event (queued offline, sent later) but never in the
 * future, the IP address anonymised as the logs do it, and the browser's and system's family. A kiosk
 * tablet's batch keeps only what is counted: no session, address, referer, browser or screen.
 */
export async function recordAnalytics(db: Db, batch: AnalyticsBatch, facts: RequestFacts): Promise<void> {
  const { now } = facts;
  const sessionId = batch.kiosk ? null : batch.session;
  const family = batch.kiosk ? { os: null, browser: null } : userAgentFamily(facts.userAgent);
  const ip = batch.kiosk ? null : (anonymiseIp(facts.ip) ?? null);
  const events: EventRow[] = [];
  const views: PageViewRow[] = [];
  for (const { at, name, ...detail } of batch.events) {
    const sent = new Date(at);
    if (now.getTime() - sent.getTime() > OLDEST_MS) continue;
    const occurredAt = sent > now ? now : sent;
    const common = { sessionId, kiosk: batch.kiosk, language: batch.language, occurredAt };
    if (name !== 'page_view') {
      events.push({ ...common, name, detail: detail as Record<string, string | number> });
      continue;
    }
    const view = detail as Extract<AnalyticsBatch['events'][number], { name: 'page_view' }>;
    views.push({
      ...common,
      path: view.path,
      status: view.status,
      refererHost: batch.kiosk ? null : view.referer_host,
      screenWidth: batch.kiosk ? null : view.screen_width,
      screenHeight: batch.kiosk ? null : view.screen_height,
      ip,
      ...family,
    });
  }
  await insertAnalytics(db, events, views);
}
