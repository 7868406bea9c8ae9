import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../helpers/test-app.ts';

const FAILURES_PER_IP = 3;
const KIOSK_TRIES_PER_MINUTE = 5;
const inSubscriber = (n: number) => `2001:db8:4f:9::${n.toString(16)}`;

/**
 * Finding 25: every per-address limit counted single addresses, but an IPv6 subscriber (a phone on a
 * Kenyan mobile network, a home router) is given a whole /64 and may send from any of its 2^64
 * addresses: a new address per request escaped login lockouts, the kiosk PIN's five tries a minute and
 * every other limit. Now an IPv6 client is counted by its /64.
 */
describe('an IPv6 client is counted by its /64', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const base = testConfig();
    app = await buildTestApp({ auth: { ...base.auth, loginFailuresPerIp: FAILURES_PER_IP } });
  });
  afterAll(() => app.close());

  it('locks out a /64 that spreads wrong passwords over its addresses', async () => {
    const login = (i: number, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/accounts/login/',
        remoteAddress,
        payload: { username: `07440${String(i).padStart(5, '0')}`, password: 'a guess' },
      });
    for (let i = 0; i < FAILURES_PER_IP; i += 1)
      expect((await login(i, inSubscriber(i + 1))).statusCode).toBe(401);
    expect((await login(99, inSubscriber(0xbeef))).statusCode).toBe(429);
    expect((await login(100, '2001:db8:4f:a::1')).statusCode).toBe(401);
  });

  it('holds a route’s own limit for the whole /64', async () => {
    const unlock = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/v1/kiosk/unlock/', remoteAddress, payload: { pin: '000000' } });
    for (let i = 0; i < KIOSK_TRIES_PER_MINUTE; i += 1) {
      expect((await unlock(`2001:db8:77:1::${i + 1}`)).statusCode).toBe(403);
    }
    expect((await unlock('2001:db8:77:1:ffff::1')).statusCode).toBe(429);
  });
});
