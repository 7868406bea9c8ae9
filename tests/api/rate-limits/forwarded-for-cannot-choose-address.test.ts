import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../../src/server/config/server-config.ts';
import { buildTestApp, testConfig } from '../helpers/test-app.ts';

const FAILURES_PER_IP = 3;
const PROXY = '127.0.0.1';

/**
 * Finding 24: `TRUST_PROXY=true`, as a deployment behind a reverse proxy sets it, believed every hop of
 * X-Forwarded-For and took the first one as the client. A proxy appends the real address to whatever
 * the client sent, so a client that wrote its own "address" first got a fresh one on every request and
 * escaped every per-address limit: login lockouts, resets, registrations, bookings, uploads. Now only
 * hops from proxies on a private network (or those listed) are believed.
 */
describe('a client cannot choose its own address through X-Forwarded-For', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const { trustProxy } = loadServerConfig({ DATA_DIR: testConfig().dataDir, TRUST_PROXY: 'true' });
    const base = testConfig();
    app = await buildTestApp({ trustProxy, auth: { ...base.auth, loginFailuresPerIp: FAILURES_PER_IP } });
  });
  afterAll(() => app.close());

  const failedLogin = (i: number, remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login/',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { username: `07330${String(i).padStart(5, '0')}`, password: 'a guess' },
    });

  it('counts a client behind the proxy by the address the proxy saw, whatever it wrote first', async () => {
    const client = '198.51.100.77';
    for (let i = 0; i < FAILURES_PER_IP; i += 1) {
      expect((await failedLogin(i, PROXY, `10.9.9.${i}, 192.0.2.${i}, ${client}`)).statusCode).toBe(401);
    }
    const spoofed = await failedLogin(99, PROXY, `203.0.113.99, ${client}`);
    expect(spoofed.statusCode).toBe(429);
    expect((await failedLogin(100, PROXY, '198.51.100.78')).statusCode).toBe(401);
  });

  it('believes no X-Forwarded-For from a client that connects directly', async () => {
    const client = '198.51.100.90';
    for (let i = 0; i < FAILURES_PER_IP; i += 1) {
      expect((await failedLogin(200 + i, client, `192.0.2.${i}`)).statusCode).toBe(401);
    }
    expect((await failedLogin(299, client, '192.0.2.250')).statusCode).toBe(429);
  });

  it('takes a list of proxy addresses instead', () => {
    const dataDir = testConfig().dataDir;
    expect(loadServerConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
    ]);
    expect(loadServerConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
  });
});
