import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshPhone, register, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';

const CODES_PER_HOUR = 3;

/**
 * Finding 13: `PATCH accounts/me/` looked a new phone number or e-mail up before counting the codes an
 * account may send, so once the three codes of the hour were spent it still answered "already has an
 * account" for every registered number tried — an oracle of who uses Mimea at the general rate limit,
 * where registration gives it ten times an hour. Now the lookup is counted like a code.
 */
describe('changing one’s contact details does not list other people’s accounts', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers whether a number is taken only as often as it would send a code', async () => {
    const { access } = await registeredAndSignedIn(app);
    const change = (phone_number: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/v1/accounts/me/',
        headers: bearer(access),
        payload: { phone_number },
      });
    const taken = (await register(app)).body.phone_number;

    const first = await change(taken);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toHaveProperty('phone_number');
    for (let i = 1; i < CODES_PER_HOUR; i += 1) expect((await change(freshPhone())).statusCode).toBe(200);

    const afterQuota = await change(taken);
    expect(afterQuota.statusCode).toBe(429);
    expect(afterQuota.json().code).toBe('rate_limited');
    const fresh = await change(freshPhone());
    expect([fresh.statusCode, fresh.json().code]).toEqual([429, 'rate_limited']);
  });

  it('still changes the name at once without counting anything', async () => {
    const { access } = await registeredAndSignedIn(app);
    for (let i = 0; i <= CODES_PER_HOUR; i += 1) {
      const renamed = await app.inject({
        method: 'PATCH',
        url: '/api/v1/accounts/me/',
        headers: bearer(access),
        payload: { first_name: `Akinyi ${i}` },
      });
      expect(renamed.statusCode).toBe(200);
    }
  });
});
