import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../../../src/server/db/schema.ts';
import { LOGIN_FAILURES_ALLOWED } from '../../../src/server/services/accounts/login.ts';
import { bearer, PASSWORD, register, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';

const PARALLEL = 15;
const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode);
const count = (codes: number[], code: number) => codes.filter((value) => value === code).length;

/**
 * Finding 12: each guess read its count, checked the password or code, then wrote the count back, so
 * guesses sent at once all read the same count: fifteen parallel wrong passwords were all checked
 * against an account that locks after five, and a reset code that dies after five wrong tries took
 * fifteen. Now a guess is counted before it is checked.
 */
describe('guesses sent at once are counted like guesses sent one by one', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('checks no more than the allowed wrong passwords, however many arrive together', async () => {
    const { body } = await register(app);
    const codes = statuses(
      await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          app.inject({
            method: 'POST',
            url: '/api/v1/accounts/login/',
            payload: { username: body.phone_number, password: `wrong guess ${i}` },
            remoteAddress: `198.51.100.${i + 1}`,
          }),
        ),
      ),
    );
    expect(count(codes, 401)).toBe(LOGIN_FAILURES_ALLOWED);
    expect(count(codes, 429)).toBe(PARALLEL - LOGIN_FAILURES_ALLOWED);
    const right = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login/',
      payload: { username: body.phone_number, password: PASSWORD },
    });
    expect(right.statusCode).toBe(429);
  });

  it('still lets the right password in after fewer wrong ones than the limit', async () => {
    const { body } = await register(app);
    const login = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/accounts/login/',
        payload: { username: body.phone_number, password },
      });
    for (let i = 1; i < LOGIN_FAILURES_ALLOWED; i += 1)
      expect((await login('wrong guess')).statusCode).toBe(401);
    expect((await login(PASSWORD)).statusCode).toBe(200);
    // The right password clears the count: the person starts again from five.
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i += 1)
      expect((await login('wrong guess')).statusCode).toBe(401);
    expect((await login(PASSWORD)).statusCode).toBe(429);
  });

  /** Fifteen wrong codes at once, none of them the right one, then the right one. */
  const wrongBurstThenRight = async (
    send: (code: string) => Promise<LightMyRequestResponse>,
    right: string,
  ) => {
    const wrong = Array.from({ length: PARALLEL }, (_, i) => String((Number(right) + i + 1) % 1_000_000));
    const codes = statuses(await Promise.all(wrong.map((code) => send(code.padStart(6, '0')))));
    expect(count(codes, 400)).toBe(PARALLEL);
    return send(right);
  };

  it('kills a reset code after its wrong tries, however many arrive together', async () => {
    const { body } = await register(app);
    await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/password/reset/request/',
      payload: { username: body.phone_number },
    });
    const reset = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/accounts/password/reset/',
        payload: { username: body.phone_number, code, new_password: 'a brand new password 1' },
      });
    const right = await wrongBurstThenRight(
      reset,
      await codeSentTo(app, `+254${body.phone_number.slice(1)}`),
    );
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('reset_code_invalid');
  });

  it('kills a contact-change code after its wrong tries, however many arrive together', async () => {
    const { access } = await registeredAndSignedIn(app);
    const email = 'wanjiku.new@example.org';
    await app.inject({
      method: 'PATCH',
      url: '/api/v1/accounts/me/',
      headers: bearer(access),
      payload: { email },
    });
    const confirm = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/accounts/me/confirm/',
        headers: bearer(access),
        payload: { field: 'email', code },
      });
    const right = await wrongBurstThenRight(confirm, await codeSentTo(app, email));
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('contact_code_invalid');
  });
});

/** The 6-digit code in the newest message to this recipient. */
async function codeSentTo(app: FastifyInstance, recipient: string): Promise<string> {
  const [message] = await app.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.createdAt));
  return /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
}
