import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PIN_TRIES_PER_ADDRESS,
  PIN_TRIES_PER_DEVICE,
  PIN_TRIES_PER_HOUR,
} from '../../../src/server/routes/kiosk.ts';
import { buildTestApp } from '../helpers/test-app.ts';

const PIN = '246810';
const SHOP = '197.232.61.7';
const TABLET = 'shop-tablet-0000000001';
let now = new Date('2026-11-23T08:00:00Z');

/**
 * Issue 34 §3: one staff PIN serves every shop, and 30 wrong tries an hour from anywhere used to refuse
 * the right PIN on every shop's tablet. Wrong tries are now counted per tablet and address; strangers
 * (tablets and addresses that never entered the right PIN) still share 30 tries an hour, so guessing
 * the PIN stays out of reach, but spending them locks out only strangers.
 */
describe('the kiosk PIN: strangers cannot lock the shops out, nor guess it', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({}, { clock: () => now });
  });
  afterAll(() => app.close());

  const unlock = (pin: string, ip: string, device?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/kiosk/unlock/',
      remoteAddress: ip,
      headers: { 'accept-language': 'en' },
      payload: device ? { pin, device } : { pin },
    });
  // The route's own limit of five a minute per address is waited out, as a patient guesser would.
  const pause = () => {
    now = new Date(now.getTime() + 13_000);
  };
  const nextHour = () => {
    now = new Date(now.getTime() + 60 * 60_000);
  };

  it('lets a shop that unlocked before unlock again after strangers spent every shared try', async () => {
    // The shop's first unlock, before it was known, was one of the strangers' tries.
    expect((await unlock(PIN, SHOP, TABLET)).statusCode).toBe(204);
    for (let i = 1; i < PIN_TRIES_PER_HOUR; i += 1) {
      expect(
        (await unlock(String(100_000 + i), `198.51.100.${i}`, `stranger-tablet-${1000 + i}00`)).statusCode,
      ).toBe(403);
    }
    const stranger = await unlock(PIN, '203.0.113.9', 'another-stranger-000001');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().code).toBe('rate_limited');
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    // The shop's tablet, and a second tablet on the shop's Wi-Fi, are not strangers.
    expect((await unlock(PIN, SHOP, TABLET)).statusCode).toBe(204);
    pause();
    expect((await unlock(PIN, SHOP, 'shop-tablet-0000000002')).statusCode).toBe(204);
    // The shop's tablet on mobile data, at an address the shop never used.
    expect((await unlock(PIN, '41.90.1.2', TABLET)).statusCode).toBe(204);
  });

  it('counts one tablet’s wrong tries against that tablet, not its neighbours', async () => {
    nextHour();
    const clumsy = 'shop-tablet-0000000003';
    for (let i = 0; i < PIN_TRIES_PER_DEVICE; i += 1) {
      expect((await unlock('111111', SHOP, clumsy)).statusCode).toBe(403);
      pause();
    }
    expect((await unlock(PIN, SHOP, clumsy)).statusCode).toBe(429);
    pause();
    expect((await unlock(PIN, SHOP, TABLET)).statusCode).toBe(204);
  });

  it('gives one address a few tries an hour however many tablet ids it makes up', async () => {
    nextHour();
    const guesser = '192.0.2.50';
    let refused = 0;
    for (let i = 0; i < PIN_TRIES_PER_ADDRESS + 5; i += 1) {
      const answer = await unlock(
        String(200_000 + i),
        guesser,
        `made-up-tablet-${String(i).padStart(8, '0')}`,
      );
      if (answer.statusCode === 429) refused += 1;
      pause();
    }
    expect(refused).toBe(5);
  });

  it('lets strangers try again the next hour', async () => {
    nextHour();
    expect((await unlock(PIN, '203.0.113.9', 'another-stranger-000001')).statusCode).toBe(204);
  });
});
