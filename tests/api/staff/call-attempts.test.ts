import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmerMessages, outboxMessages } from '../../../src/server/db/schema.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp, testConfig } from '../helpers/test-app.ts';
import { staffMember } from './support/case-photos.ts';

// A Monday morning in Nairobi (08:05), before the day's first slots.
let now = new Date('2026-11-23T05:05:00Z');
const clock = () => new Date((now = new Date(now.getTime() + 1)));
const minutes = (count: number) => count * 60_000;

describe('the desk: today in order, and calls tried', () => {
  let app: FastifyInstance;
  let staff: Record<string, string>;
  let farmer: Awaited<ReturnType<typeof registeredAndSignedIn>>;
  const call = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1/${url}`, headers: staff, payload });

  beforeAll(async () => {
    // The day moves on in hours here; the sign-ins must outlive it.
    const auth = { ...testConfig().auth, accessLifetimeSeconds: 7 * 24 * 3600 };
    app = await buildTestApp({ auth }, { clock });
    staff = await staffMember(app);
    farmer = await registeredAndSignedIn(app);
  });
  afterAll(() => app.close());

  const book = async (slot: string, name: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/v1/callback/',
        headers: bearer(farmer.access),
        payload: { name, phone_number: farmer.phone, channel: 'call', language: 'sw', topic: 'other', slot },
      })
    ).json() as { id: string; reference: string; slot: { start: string; end: string } };

  it('puts the overdue booking on top, marked with how late, and counts overdue, today and later', async () => {
    const { slots } = (await app.inject({ url: '/api/v1/callback/slots/' })).json();
    const today = (slots as { start: string }[]).filter((slot) => slot.start.startsWith('2026-11-23'));
    const tomorrow = (slots as { start: string }[]).find((slot) => slot.start.startsWith('2026-11-24'))!;
    const missed = await book(today[0]!.start, 'Missed Morning');
    const later = await book(today[3]!.start, 'Later Today');
    const soon = await book(today[2]!.start, 'Soon Today');
    await book(tomorrow.start, 'Tomorrow Farmer');
    // Half an hour after the first slot ended, nobody has called.
    now = new Date(new Date(missed.slot.end).getTime() + minutes(30));

    const answer = await call('GET', 'staff/callbacks/?due=today');
    expect(answer.statusCode, answer.body).toBe(200);
    const queue = answer.json();
    expect(queue.results.map((booking: { name: string }) => booking.name)).toEqual([
      'Missed Morning',
      'Soon Today',
      'Later Today',
    ]);
    expect(queue.results[0].overdue_minutes).toBe(30);
    expect(queue.results[1].overdue_minutes).toBeNull();
    expect(queue.counts).toEqual({ overdue: 1, today: 2, later: 1 });
    expect((await call('GET', 'staff/callbacks/?due=later')).json().results).toHaveLength(1);
    expect(later.id).toBeDefined();
    expect(soon.id).toBeDefined();
  });

  it('keeps an unanswered booking to do with its attempts; the third unanswered call closes it and tells the farmer', async () => {
    const { results } = (await call('GET', 'staff/callbacks/?due=today')).json();
    const missed = results[0] as { id: string; reference: string };
    const url = `staff/callbacks/${missed.id}/`;

    const first = (await call('PATCH', url, { status: 'no_answer' })).json();
    expect(first).toMatchObject({ status: 'no_answer', unanswered_calls: 1, closed_unreached: false });
    expect(first.attempts).toEqual([
      { outcome: 'no_answer', author: 'Wanjiku Kamau', created_at: expect.any(String) },
    ]);
    // The next try is suggested two hours on, and the booking stays in today's list, ordered by it.
    expect(new Date(first.due_at).getTime() - new Date(first.attempts[0].created_at).getTime()).toBe(
      minutes(120),
    );
    const after = (await call('GET', 'staff/callbacks/?due=today')).json();
    expect(after.results.map((booking: { id: string }) => booking.id)).toContain(missed.id);
    expect(after.results.find((booking: { id: string }) => booking.id === missed.id)).toMatchObject({
      unanswered_calls: 1,
      overdue_minutes: null,
    });

    await call('PATCH', url, { status: 'no_answer' });
    const closed = (await call('PATCH', url, { status: 'no_answer' })).json();
    expect(closed).toMatchObject({ status: 'no_answer', unanswered_calls: 3, closed_unreached: true });
    expect(closed.attempts).toHaveLength(3);
    const dueToday = (await call('GET', 'staff/callbacks/?due=today')).json();
    expect(dueToday.results.map((booking: { id: string }) => booking.id)).not.toContain(missed.id);

    const sms = await app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'callback_unreached'));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain(missed.reference);
    expect(sms[0]!.language).toBe('sw');
    const told = await app.database.db
      .select()
      .from(farmerMessages)
      .where(and(eq(farmerMessages.callbackId, missed.id)));
    expect(told.map((message) => message.body)).toEqual([sms[0]!.body]);
  });

  it('keeps a call that was answered as an attempt too', async () => {
    const { results } = (await call('GET', 'staff/callbacks/?due=today')).json();
    const answered = (await call('PATCH', `staff/callbacks/${results[0].id}/`, { status: 'called' })).json();
    expect(answered.attempts.map((attempt: { outcome: string }) => attempt.outcome)).toEqual(['called']);
    expect(answered.closed_unreached).toBe(false);
  });
});
