import { and, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { CALLBACK_TIME_ZONE } from '../../../contract/callback-time-zone.ts';
import type { Db } from '../../db/database.ts';
import {
  analyticsEvents,
  callbackRequests,
  communityAnswers,
  communityQuestions,
  pageViews,
} from '../../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type EventRow = typeof analyticsEvents.$inferInsert;
export type PageViewRow = typeof pageViews.$inferInsert;

export async function insertAnalytics(db: Db, events: EventRow[], views: PageViewRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    if (events.length) await tx.insert(analyticsEvents).values(events);
    if (views.length) await tx.insert(pageViews).values(views);
  });
}

/** Sessions whose last event or page view came before `endedBefore`: over, so their id can go. */
async function sessionsEndedBefore(tx: Tx, endedBefore: Date): Promise<string[]> {
  const lastSeen = new Map<string, Date>();
  for (const table of [analyticsEvents, pageViews]) {
    const rows = await tx
      .select({ session: table.sessionId, last: sql<string>`max(${table.occurredAt})` })
      .from(table)
      .where(isNotNull(table.sessionId))
      .groupBy(table.sessionId);
    for (const { session, last } of rows) {
      const at = new Date(last);
      const seen = lastSeen.get(session!);
      if (!seen || seen < at) lastSeen.set(session!, at);
    }
  }
  return [...lastSeen].filter(([, at]) => at < endedBefore).map(([session]) => session);
}

/** Empties the session id of ended sessions' rows; answers how many rows of each table it touched. */
export async function dropEndedSessions(tx: Tx, endedBefore: Date, dryRun: boolean) {
  const sessions = await sessionsEndedBefore(tx, endedBefore);
  if (!sessions.length) return { analytics_events: 0, page_views: 0 };
  const ofEvents = inArray(analyticsEvents.sessionId, sessions);
  const ofViews = inArray(pageViews.sessionId, sessions);
  if (dryRun)
    return {
      analytics_events: await tx.$count(analyticsEvents, ofEvents),
      page_views: await tx.$count(pageViews, ofViews),
    };
  const events = await tx
    .update(analyticsEvents)
    .set({ sessionId: null })
    .where(ofEvents)
    .returning({ id: analyticsEvents.id });
  const views = await tx
    .update(pageViews)
    .set({ sessionId: null })
    .where(ofViews)
    .returning({ id: pageViews.id });
  return { analytics_events: events.length, page_views: views.length };
}

/**
 * Visits from before `before` not yet anonymised lose everything but date, page, status and language.
 * Their date is kept to the day.
 */
export async function anonymiseVisitsBefore(tx: Tx, before: Date, now: Date, dryRun: boolean) {
  const due = and(lt(pageViews.occurredAt, before), isNull(pageViews.anonymisedAt));
  if (dryRun) return tx.$count(pageViews, due);
  const rows = await tx
    .update(pageViews)
    .set({
      sessionId: null,
      refererHost: null,
      os: null,
      browser: null,
      screenWidth: null,
      screenHeight: null,
      ip: null,
      occurredAt: sql`date_trunc('day', ${pageViews.occurredAt})`,
      anonymisedAt: now,
    })
    .where(due)
    .returning({ id: pageViews.id });
  return rows.length;
}

/** The Nairobi week (its Monday) of a timestamp column, as the outbreak watch names weeks. */
const weekOf = (
  column:
    | typeof analyticsEvents.occurredAt
    | typeof callbackRequests.createdAt
    | typeof communityQuestions.createdAt,
) => sql<string>`to_char(date_trunc('week', ${column} at time zone ${CALLBACK_TIME_ZONE}), 'YYYY-MM-DD')`;

export interface WeekEventCounts {
  week: string;
  verdicts: number;
  notSure: number;
  resolved: number;
  medianTaps: number | null;
  english: number;
  swahili: number;
}

/** Per week from `from` (inclusive) to `to` (exclusive): the dashboard's counts of app events. */
export async function weeklyEventCounts(db: Db, from: Date, to: Date): Promise<WeekEventCounts[]> {
  const isVerdict = sql`${analyticsEvents.name} = 'verdict'`;
  return db
    .select({
      week: weekOf(analyticsEvents.occurredAt),
      verdicts: sql<number>`count(*) filter (where ${isVerdict})::int`,
      notSure: sql<number>`count(*) filter (where ${isVerdict} and ${analyticsEvents.detail}->>'verdict' = 'not_sure')::int`,
      resolved: sql<number>`count(*) filter (where ${analyticsEvents.name} = 'differential' and ${analyticsEvents.detail}->>'outcome' = 'resolved')::int`,
      medianTaps: sql<
        number | null
      >`(percentile_cont(0.5) within group (order by (${analyticsEvents.detail}->>'taps')::int) filter (where ${analyticsEvents.name} = 'first_answer'))::float8`,
      english: sql<number>`count(*) filter (where ${isVerdict} and ${analyticsEvents.language} = 'en')::int`,
      swahili: sql<number>`count(*) filter (where ${isVerdict} and ${analyticsEvents.language} = 'sw')::int`,
    })
    .from(analyticsEvents)
    .where(
      and(
        gte(analyticsEvents.occurredAt, from),
        lt(analyticsEvents.occurredAt, to),
        inArray(analyticsEvents.name, ['verdict', 'differential', 'first_answer']),
      ),
    )
    .groupBy(sql`1`);
}

/** Callback bookings made per week from `from` to `to`. */
export async function weeklyBookings(db: Db, from: Date, to: Date) {
  return db
    .select({ week: weekOf(callbackRequests.createdAt), booked: sql<number>`count(*)::int` })
    .from(callbackRequests)
    .where(and(gte(callbackRequests.createdAt, from), lt(callbackRequests.createdAt, to)))
    .groupBy(sql`1`);
}

/** Published Community questions asked per week, and those with a published answer within 24 hours. */
export async function weeklyCommunityAnswers(db: Db, from: Date, to: Date) {
  const answeredInADay = sql`exists (select 1 from ${communityAnswers} where ${communityAnswers.questionId} = ${communityQuestions.id} and ${communityAnswers.state} = 'published' and ${communityAnswers.createdAt} <= ${communityQuestions.createdAt} + interval '24 hours')`;
  return db
    .select({
      week: weekOf(communityQuestions.createdAt),
      asked: sql<number>`count(*)::int`,
      answered: sql<number>`count(*) filter (where ${answeredInADay})::int`,
    })
    .from(communityQuestions)
    .where(
      and(
        gte(communityQuestions.createdAt, from),
        lt(communityQuestions.createdAt, to),
        sql`${communityQuestions.state} = 'published'`,
      ),
    )
    .groupBy(sql`1`);
}
