import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';

const SHOP = '197.232.61.7';
const PER_REQUESTER = 5;
const PER_ADDRESS = 12;

/**
 * Issue 34 §3: many farmers share one address (an operator's NAT, a shop's Wi-Fi). The general limit
 * counts a signed-in farmer by account and anyone else by device (the upload token) within the address;
 * all anonymous devices of one address together have a ceiling many times higher.
 */
describe('the general limit counts accounts and devices, not the shared address', () => {
  let app: FastifyInstance;
  let access: string;
  beforeAll(async () => {
    app = await buildTestApp({
      rateLimit: { max: PER_REQUESTER, addressMax: PER_ADDRESS, windowMs: 60_000 },
    });
    ({ access } = await registeredAndSignedIn(app));
  });
  afterAll(() => app.close());

  const health = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/v1/health/', remoteAddress: SHOP, headers });
  const device = (n: number) => ({ 'x-upload-token': `shop-tablet-upload-token-${n}` });
  const statuses = async (count: number, headers: Record<string, string>) => {
    const answers: number[] = [];
    for (let i = 0; i < count; i += 1) answers.push((await health(headers)).statusCode);
    return answers;
  };

  it('gives each device of one address its own limit', async () => {
    expect(await statuses(PER_REQUESTER + 1, device(1))).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await statuses(PER_REQUESTER, device(2))).toEqual([200, 200, 200, 200, 200]);
  });

  it('refuses the address’s anonymous devices together past its ceiling, telling them when to go on', async () => {
    // Eleven of the address's twelve are spent above; a fresh device gets the twelfth, then waits.
    const answers = await statuses(2, device(3));
    expect(answers).toEqual([200, 429]);
    const refused = await health(device(4));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts a signed-in farmer by account, so the address’s ceiling does not stop them', async () => {
    expect(await statuses(PER_REQUESTER + 1, bearer(access))).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
