import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCallbackConfig } from '../../../src/server/config/talk-config.ts';
import { outboxMessages } from '../../../src/server/db/schema.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';

// Monday 23 November 2026, 08:05 in Nairobi.
const NOW = new Date('2026-11-23T05:05:00Z');
let now = NOW;
const TEXTS_PER_DAY = 5;

/**
 * Finding 14: an anonymous caller booked a call for a stranger's number and then moved the booking back
 * and forth: every move texted the stranger, at our cost, 300 times a minute from one address (31 texts
 * in a few seconds on the running server). Pre-bookings, trial requests and the code for an account's
 * new number text a typed number too. Now one number gets at most a few such texts a day, however many
 * addresses and accounts ask.
 */
describe('a number typed into a form is texted only a few times a day', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const callbacks = { ...loadCallbackConfig({}), bookingsPerHourPerIp: 1000 };
    app = await buildTestApp({ callbacks }, { clock: () => now });
  });
  afterAll(() => app.close());

  const textsTo = async (recipient: string) =>
    (await app.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)))
      .length;
  const openSlots = async (): Promise<{ start: string }[]> =>
    (await app.inject({ method: 'GET', url: '/api/v1/callback/slots/' })).json().slots;
  const book = (phone_number: string, slot: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/callback/',
      remoteAddress: ip,
      payload: { name: 'Mgeni', phone_number, channel: 'sms', language: 'en', topic: 'crop_problem', slot },
    });

  it('stops moving one booking back and forth once the number has had its texts', async () => {
    const victim = '0722 000 111';
    const slots = await openSlots();
    const booked = (await book(victim, slots[0]!.start, '203.0.113.1')).json();
    const moves = [];
    for (let i = 0; i < 10; i += 1) {
      const moved = await app.inject({
        method: 'PATCH',
        url: `/api/v1/callback/${booked.id}/`,
        remoteAddress: `203.0.113.${i + 2}`,
        headers: { 'x-booking-token': booked.token, 'accept-language': 'en' },
        payload: { slot: slots[(i % 2) + 1]!.start },
      });
      moves.push(moved);
    }
    expect(moves.filter((moved) => moved.statusCode === 200)).toHaveLength(TEXTS_PER_DAY - 1);
    const refused = moves.at(-1)!;
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'phone_texts_used',
      detail:
        'We have already sent this phone number as many messages as we send a number in one day. Please try again tomorrow.',
    });
    expect(await textsTo('+254722000111')).toBe(TEXTS_PER_DAY);

    // The booker may still cancel, and hears about it.
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/v1/callback/${booked.id}/cancel/`,
      headers: { 'x-booking-token': booked.token },
    });
    expect(cancelled.json().status).toBe('cancelled');
    expect(await textsTo('+254722000111')).toBe(TEXTS_PER_DAY + 1);
  });

  it('counts bookings, pre-bookings and trial requests for one number together, from any address', async () => {
    const victim = '0733 444 555';
    const slots = await openSlots();
    for (let i = 0; i < 3; i += 1)
      expect((await book(victim, slots[i]!.start, `198.51.100.${i + 1}`)).statusCode).toBe(201);
    const form = (url: string, extra: object) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/${url}`,
        remoteAddress: '198.51.100.50',
        headers: { 'accept-language': 'sw' },
        payload: { name: 'Mgeni', phone_number: victim, language: 'sw', place: 'Nakuru', ...extra },
      });
    const prebook = { product_id: 'hermetic-storage-bags', quantity: 1, prebook: true };
    expect((await form('products/interest/', prebook)).statusCode).toBe(201);
    expect(
      (await form('trial-requests/', { product_id: 'push-pull-starter', farm_size_acres: 1 })).statusCode,
    ).toBe(201);
    const sixth = await form('products/interest/', prebook);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().detail).toBe(
      'Tumefikia kiwango cha juu cha ujumbe tunaotuma kwa namba moja kwa siku. Tafadhali jaribu tena kesho.',
    );
    expect((await book(victim, slots[4]!.start, '198.51.100.99')).statusCode).toBe(409);
    expect(await textsTo('+254733444555')).toBe(TEXTS_PER_DAY);

    // Another number is untouched, and the next day this one may be texted again.
    expect((await book('0733 444 556', slots[4]!.start, '198.51.100.99')).statusCode).toBe(201);
    now = new Date(NOW.getTime() + 24 * 60 * 60 * 1000);
    expect((await form('products/interest/', prebook)).statusCode).toBe(201);
  });

  it('counts the codes that many accounts ask to send to one new number', async () => {
    const victim = '0744 555 666';
    const change = async () => {
      const { access } = await registeredAndSignedIn(app);
      return app.inject({
        method: 'PATCH',
        url: '/api/v1/accounts/me/',
        headers: { ...bearer(access), 'accept-language': 'en' },
        payload: { phone_number: victim },
      });
    };
    for (let i = 0; i < TEXTS_PER_DAY; i += 1) expect((await change()).statusCode).toBe(200);
    const refused = await change();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('phone_texts_used');
    expect(await textsTo('+254744555666')).toBe(TEXTS_PER_DAY);
  });
});
