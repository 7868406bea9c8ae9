import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../../src/server/db/schema.ts';
import { CODES_PER_DAY } from '../../../src/server/services/accounts/contact-codes.ts';
import { bearer, login, register } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';

const HOUR_MS = 60 * 60 * 1000;
let now = new Date('2026-11-23T05:05:00Z');

/**
 * Finding 26: codes were limited to 3 an hour per account, and nothing more. Anyone who knows a farmer's
 * number can ask for a password reset, so a script asking every hour had us text one farmer 72 codes a
 * day, at our cost; an account changing its e-mail could mail a stranger as often. Now a day allows a
 * few codes per account and purpose, and a new day allows them again.
 */
describe('an account gets only a few codes a day, however the hours are spread', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({}, { clock: () => now });
  });
  afterAll(() => app.close());

  const nextHour = () => {
    now = new Date(now.getTime() + HOUR_MS);
  };
  const textsTo = async (recipient: string) =>
    (await app.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)))
      .length;

  it('texts a reset code a few times a day, however often a stranger asks, and again the next day', async () => {
    const { body } = await register(app);
    const e164 = `+254${body.phone_number.slice(1)}`;
    const askForReset = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/accounts/password/reset/request/',
        payload: { username: body.phone_number },
      });
    for (let hour = 0; hour < 12; hour += 1) {
      // The answer never tells whether a code went out.
      expect((await askForReset()).statusCode).toBe(202);
      nextHour();
    }
    expect(await textsTo(e164)).toBe(CODES_PER_DAY);

    now = new Date(now.getTime() + 24 * HOUR_MS);
    await askForReset();
    expect(await textsTo(e164)).toBe(CODES_PER_DAY + 1);
  });

  it('refuses a new e-mail address code after the day’s few, with a translated reason', async () => {
    const { body } = await register(app);
    const change = async (hour: number, language: string) => {
      const { access } = (await login(app, body.phone_number)).json();
      return app.inject({
        method: 'PATCH',
        url: '/api/v1/accounts/me/',
        headers: { ...bearer(access), 'accept-language': language },
        payload: { email: `mgeni${hour}@example.org` },
      });
    };
    for (let hour = 0; hour < CODES_PER_DAY; hour += 1) {
      expect((await change(hour, 'en')).statusCode).toBe(200);
      nextHour();
    }
    const refused = await change(CODES_PER_DAY, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'codes_used_today',
      detail: 'You have asked for as many codes as we send in one day. Please try again tomorrow.',
    });
    nextHour();
    expect((await change(CODES_PER_DAY + 1, 'sw')).json().detail).toBe(
      'Samahani, umeshaomba namba nyingi za uthibitisho kadiri tunavyotuma kwa siku moja. Tafadhali jaribu tena kesho.',
    );
  });
});
