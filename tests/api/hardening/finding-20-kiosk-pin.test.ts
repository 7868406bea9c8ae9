import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_TRIES_PER_HOUR } from '../../../src/server/routes/kiosk.ts';
import { buildTestApp } from '../helpers/test-app.ts';

const PIN = '246810';
let now = new Date('2026-11-23T08:00:00Z');

/**
 * Finding 20: the staff PIN that ends kiosk mode is one PIN for every shop's tablet, and its only limit
 * was five tries a minute per address: a thousand addresses could try every 6-digit PIN in three hours,
 * a 4-digit one (allowed by KIOSK_STAFF_PIN) in two minutes. Now all addresses together have a few
 * tries an hour.
 */
describe('finding 20: the kiosk PIN cannot be guessed from many addresses at once', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({}, { clock: () => now });
  });
  afterAll(() => app.close());

  const unlock = (pin: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/kiosk/unlock/',
      remoteAddress: ip,
      headers: { 'accept-language': 'en' },
      payload: { pin },
    });

  it('refuses every try, the right PIN too, once the hour’s tries are used, then accepts it again', async () => {
    expect((await unlock(PIN, '192.0.2.1')).statusCode).toBe(204);
    for (let i = 1; i < PIN_TRIES_PER_HOUR; i += 1) {
      const guess = await unlock(String(100_000 + i), `198.51.100.${i}`);
      expect(guess.statusCode).toBe(403);
    }
    const right = await unlock(PIN, '192.0.2.2');
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('rate_limited');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);

    now = new Date(now.getTime() + 60 * 60_000);
    expect((await unlock(PIN, '192.0.2.2')).statusCode).toBe(204);
  });
});
