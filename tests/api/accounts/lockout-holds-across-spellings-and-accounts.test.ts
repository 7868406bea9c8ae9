import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_ALLOWED } from '../../../src/server/services/accounts/login.ts';
import { PASSWORD, register } from '../helpers/accounts.ts';
import { buildTestApp, testConfig } from '../helpers/test-app.ts';

const LOGIN_FAILURES_PER_IP = 20;

/** The spellings of one Kenyan number that a person (or an attacker) might type. */
function spellings(local: string) {
  const digits = local.slice(1);
  return [
    local,
    `+254${digits}`,
    `254${digits}`,
    `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`,
    `+254-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
    ` ${local} `,
    `(0${digits.slice(0, 3)}) ${digits.slice(3)}`,
  ];
}

// Finding 3 of the attack review: another spelling of a number, or another account, escaped the lockout.
describe('the lockout holds for every spelling of the account and per address', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const base = testConfig();
    app = await buildTestApp({ auth: { ...base.auth, loginFailuresPerIp: LOGIN_FAILURES_PER_IP } });
  });
  afterAll(() => app.close());

  const attempt = (username: string, password: string, ip = '203.0.113.7') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login/',
      payload: { username, password },
      remoteAddress: ip,
    });

  it('counts wrong passwords in any spelling against one account, and then refuses the right one', async () => {
    const { body } = await register(app);
    const forms = spellings(body.phone_number);
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i += 1) {
      expect((await attempt(forms[i % forms.length]!, 'wrong guess', '198.51.100.1')).statusCode).toBe(401);
    }
    for (const form of forms) {
      const response = await attempt(form, 'wrong guess', '198.51.100.2');
      expect(response.statusCode).toBe(429);
      expect(response.json().code).toBe('account_locked');
    }
    const right = await attempt(`+254${body.phone_number.slice(1)}`, PASSWORD, '198.51.100.3');
    expect(right.statusCode).toBe(429);
  });

  it('locks an unknown number the same way, whatever its spelling', async () => {
    const forms = spellings('0733000111');
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i += 1) await attempt(forms[i]!, 'x', '198.51.100.9');
    expect((await attempt(forms[6]!, 'x', '198.51.100.10')).statusCode).toBe(429);
  });

  it('stops one address that spreads its guesses over many accounts', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < LOGIN_FAILURES_PER_IP; i += 1) {
      expect((await attempt(`07400${String(i).padStart(5, '0')}`, 'guess', ip)).statusCode).toBe(401);
    }
    const { body } = await register(app);
    expect((await attempt(body.phone_number, PASSWORD, ip)).statusCode).toBe(429);
    expect((await attempt(body.phone_number, PASSWORD, '192.0.2.45')).statusCode).toBe(200);
  });
});
