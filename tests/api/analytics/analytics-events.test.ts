import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsBatch } from '../../../src/contract/analytics.ts';
import {
  analyticsEvents,
  communityAnswers,
  communityQuestions,
  pageViews,
} from '../../../src/server/db/schema.ts';
import { runRetention } from '../../../src/server/privacy/retention/run-retention.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { staffMember } from '../staff/support/case-photos.ts';

const IMPROVE = { cookie: 'mimea_consent=improve' };
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const MINUTE = 60_000;

describe('analytics/events/: first-party events, only with consent, anonymised on time', () => {
  let app: FastifyInstance;
  let now = new Date('2026-11-25T09:00:00Z');
  const send = (batch: unknown, headers: Record<string, string> = IMPROVE) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/analytics/events/',
      headers: { 'user-agent': ANDROID_CHROME, ...headers },
      remoteAddress: '41.90.64.17',
      payload: batch as object,
    });
  const at = (offsetMs = 0) => new Date(now.getTime() + offsetMs).toISOString();
  const visit = (path = '/') => ({
    at: at(),
    name: 'page_view' as const,
    path,
    status: 200 as const,
    referer_host: 'www.google.com',
    screen_width: 360,
    screen_height: 740,
  });
  const batch = (events: AnalyticsBatch['events'], session: string | null = randomUUID()) => ({
    session,
    kiosk: false,
    language: 'sw' as const,
    events,
  });
  const allEvents = () => app.database.db.select().from(analyticsEvents);
  const allViews = () => app.database.db.select().from(pageViews);
  const retention = (when: Date) =>
    runRetention(app.database.db, { now: when, dryRun: false, queueFileRemoval: async () => {} });

  beforeAll(async () => {
    app = await buildTestApp({}, { clock: () => now });
  });
  afterAll(() => app.close());

  it('stores nothing without the "help us improve" choice, and answers the same', async () => {
    const events = [visit(), { at: at(), name: 'funnel' as const, step: 'landing' as const }];
    expect((await send(batch(events), {})).statusCode).toBe(204);
    expect((await send(batch(events), { cookie: 'mimea_consent=necessary' })).statusCode).toBe(204);
    expect(await allEvents()).toEqual([]);
    expect(await allViews()).toEqual([]);
  });

  it('keeps the spec’s visit fields with the IP anonymised and only browser and system families', async () => {
    const session = randomUUID();
    const answer = await send(
      batch(
        [
          visit('/staff/outbreaks'),
          { at: at(), name: 'funnel', step: 'photo' },
          { at: at(), name: 'verdict', verdict: 'not_sure' },
          { at: at(), name: 'first_answer', taps: 4 },
        ],
        session,
      ),
    );
    expect(answer.statusCode).toBe(204);
    const [view] = await allViews();
    expect(view).toMatchObject({
      sessionId: session,
      path: '/staff/outbreaks',
      status: 200,
      language: 'sw',
      refererHost: 'www.google.com',
      os: 'Android',
      browser: 'Chrome',
      screenWidth: 360,
      screenHeight: 740,
      ip: '41.90.64.0',
    });
    expect((await allEvents()).map((row) => [row.name, row.detail])).toEqual([
      ['funnel', { step: 'photo' }],
      ['verdict', { verdict: 'not_sure' }],
      ['first_answer', { taps: 4 }],
    ]);
  });

  it('refuses free text, unknown events and a page address with a query; drops unknown fields', async () => {
    const refused = [
      batch([{ ...visit(), path: '/auth?phone=0712345678' }]),
      batch([{ at: at(), name: 'note', text: 'Akinyi 0712345678' } as never]),
      batch([{ at: at(), name: 'error_shown', kind: 'Akinyi could not sign in' } as never]),
      batch([{ ...visit(), referer_host: 'https://example.org/?q=name' }]),
      { ...batch([visit()]), kiosk: true },
    ];
    for (const body of refused) expect((await send(body)).statusCode).toBe(400);
    const before = (await allEvents()).length;
    await send(batch([{ at: at(), name: 'funnel', step: 'answer', phone: '0712345678' } as never]));
    const rows = await allEvents();
    expect(rows).toHaveLength(before + 1);
    expect(JSON.stringify(rows.at(-1))).not.toContain('0712345678');
  });

  it('keeps only counts from a kiosk tablet: no session, address, referer, browser or screen', async () => {
    await send({
      ...batch([visit('/kiosk-only'), { at: at(), name: 'funnel', step: 'landing' }], null),
      kiosk: true,
    });
    const view = (await allViews()).find((row) => row.path === '/kiosk-only');
    expect(view).toMatchObject({
      kiosk: true,
      sessionId: null,
      ip: null,
      refererHost: null,
      os: null,
      browser: null,
      screenWidth: null,
    });
  });

  it('drops a session’s id within minutes after its last event, not while it goes on', async () => {
    const session = randomUUID();
    await send(batch([{ at: at(), name: 'funnel', step: 'landing' }], session));
    now = new Date(now.getTime() + 20 * MINUTE);
    await send(batch([{ at: at(), name: 'funnel', step: 'photo' }], session));
    const ofSession = async () =>
      (await allEvents()).filter((row) => row.sessionId === session).length +
      (await allViews()).filter((row) => row.sessionId === session).length;

    // 25 minutes after the first event but 5 after the last: the session goes on.
    await retention(new Date(now.getTime() + 5 * MINUTE));
    expect(await ofSession()).toBe(2);
    const report = await retention(new Date(now.getTime() + 31 * MINUTE));
    expect(report['analytics-sessions']!.analytics_events).toBeGreaterThanOrEqual(2);
    expect(await ofSession()).toBe(0);
    expect((await allEvents()).every((row) => row.sessionId === null)).toBe(true);
    expect((await allViews()).every((row) => row.sessionId === null)).toBe(true);
  });

  it('anonymises web visits after 26 months, keeping the day, page, status and language', async () => {
    const views = (await allViews()).length;
    const later = (months: number) => {
      const date = new Date(now);
      date.setUTCMonth(date.getUTCMonth() + months);
      return date;
    };
    const dry = await runRetention(app.database.db, {
      now: later(26),
      dryRun: true,
      queueFileRemoval: async () => {},
    });
    // A dry run counts them and changes nothing.
    expect(dry['web-visits']).toEqual({ page_views: views });
    expect((await allViews()).some((row) => row.ip)).toBe(true);
    expect((await retention(later(25)))['web-visits']).toEqual({ page_views: 0 });
    const report = await retention(later(26));
    expect(report['web-visits']).toEqual({ page_views: views });
    const rows = await allViews();
    expect(
      rows.every((row) => row.anonymisedAt && !row.ip && !row.os && !row.browser && !row.refererHost),
    ).toBe(true);
    expect(rows.every((row) => row.screenWidth === null && row.path && row.language)).toBe(true);
    expect(rows.every((row) => row.occurredAt.toISOString().endsWith('T00:00:00.000Z'))).toBe(true);
    // Run again: nothing more to do.
    expect((await retention(later(27)))['web-visits']).toEqual({ page_views: 0 });
  });

  it('staff/insights/: weekly checks, shares, median taps, languages and bookings; staff only', async () => {
    // A week of its own, after the other tests' events.
    now = new Date('2026-12-09T09:00:00Z');
    const events = (...list: AnalyticsBatch['events']) => send(batch(list));
    await events(
      { at: at(), name: 'verdict', verdict: 'confident' },
      { at: at(), name: 'verdict', verdict: 'not_sure' },
      { at: at(), name: 'verdict', verdict: 'not_sure' },
      { at: at(), name: 'verdict', verdict: 'not_sure' },
      { at: at(), name: 'differential', outcome: 'resolved' },
      { at: at(), name: 'differential', outcome: 'two_left' },
      { at: at(), name: 'first_answer', taps: 3 },
      { at: at(), name: 'first_answer', taps: 5 },
      { at: at(), name: 'first_answer', taps: 9 },
    );
    // Community questions: one answered in 2 hours, one in 30, one not at all; a held one is not counted.
    const HOUR = 3_600_000;
    const question = async (state: 'published' | 'held', answeredAfterHours: number | null) => {
      const createdAt = new Date(now);
      const [row] = await app.database.db
        .insert(communityQuestions)
        .values({
          text: 'Maize leaves',
          crop: 'maize',
          language: 'en',
          state,
          createdAt,
          updatedAt: createdAt,
        })
        .returning();
      if (answeredAfterHours !== null)
        await app.database.db.insert(communityAnswers).values({
          questionId: row!.id,
          text: 'Try this',
          createdAt: new Date(createdAt.getTime() + answeredAfterHours * HOUR),
        });
    };
    await question('published', 2);
    await question('published', 30);
    await question('published', null);
    await question('held', 1);
    const staff = await staffMember(app);
    const insights = await app.inject({ url: '/api/v1/staff/insights/?weeks=2', headers: staff });
    expect(insights.statusCode).toBe(200);
    const [previous, week] = insights.json().weeks;
    expect(previous).toMatchObject({ week: '2026-11-30', checks: 0, not_sure_share: null });
    expect(week).toMatchObject({
      week: '2026-12-07',
      checks: 4,
      not_sure_share: 0.75,
      differential_resolved_share: 1 / 3,
      median_taps_to_answer: 5,
      languages: { en: 0, sw: 4 },
      callbacks_booked: 0,
    });
    expect(week).toMatchObject({ community_questions: 3, community_answered_within_24h: 1 });

    expect((await app.inject({ url: '/api/v1/staff/insights/' })).statusCode).toBe(401);
    const farmer = bearer((await registeredAndSignedIn(app)).access);
    expect((await app.inject({ url: '/api/v1/staff/insights/', headers: farmer })).statusCode).toBe(403);
  });
});
