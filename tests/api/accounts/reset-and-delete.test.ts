import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginSessions, outboxMessages, users } from '../../../src/server/db/schema.ts';
import { bearer, login, register, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';

let now = new Date('2026-11-22T08:00:00Z');

describe('password reset and account deletion', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({}, { clock: () => now });
  });
  afterAll(() => app.close());

  const requestCode = (username: string, language = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/accounts/password/reset/request/',
      headers: { 'accept-language': language },
      payload: { username },
    });
  const reset = (username: string, code: string, new_password = 'a brand new password') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/accounts/password/reset/',
      payload: { username, code, new_password },
    });

  async function latestSms(recipient: string) {
    const [message] = await app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient))
      .orderBy(desc(outboxMessages.createdAt));
    return message;
  }
  const codeIn = (body = '') => body.match(/\b(\d{6})\b/)?.[1] ?? '';

  it('answers every reset request the same, and sends a code only to a real account', async () => {
    const { body } = await register(app);
    const known = await requestCode(body.phone_number);
    const unknown = await requestCode('0700999888');
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const sms = await latestSms(`+254${body.phone_number.slice(1)}`);
    expect(sms).toMatchObject({ channel: 'sms', template: 'password_reset_code', language: 'en' });
    expect(sms?.body.length).toBeLessThanOrEqual(160);
    expect(await latestSms('+254700999888')).toBeUndefined();
  });

  it('writes the SMS in Swahili for a Swahili speaker', async () => {
    const { body } = await register(app);
    await requestCode(body.phone_number, 'sw-KE');
    const sms = await latestSms(`+254${body.phone_number.slice(1)}`);
    expect(sms?.body).toContain('nenosiri');
    expect(sms?.body.length).toBeLessThanOrEqual(160);
  });

  it('sets a new password with the code once, and ends every login', async () => {
    const session = await registeredAndSignedIn(app);
    const e164 = `+254${session.phone.slice(1)}`;
    await requestCode(session.phone);
    const code = codeIn((await latestSms(e164))?.body);
    const done = await reset(session.phone, code);
    expect(done.statusCode).toBe(200);
    expect(done.json().code).toBe('password_changed');
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/accounts/me/', headers: bearer(session.access) }))
        .statusCode,
    ).toBe(401);
    expect((await login(app, session.phone, 'a brand new password')).statusCode).toBe(200);
    expect((await reset(session.phone, code, 'another new password')).json().code).toBe('reset_code_invalid');
  });

  it('kills a code after five wrong tries', async () => {
    const { body } = await register(app);
    await requestCode(body.phone_number);
    const code = codeIn((await latestSms(`+254${body.phone_number.slice(1)}`))?.body);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await reset(body.phone_number, wrong)).statusCode).toBe(400);
    expect((await reset(body.phone_number, code)).json().code).toBe('reset_code_invalid');
  });

  it('refuses a code after ten minutes', async () => {
    const { body } = await register(app);
    await requestCode(body.phone_number);
    const code = codeIn((await latestSms(`+254${body.phone_number.slice(1)}`))?.body);
    now = new Date(now.getTime() + 10 * 60_000 + 1000);
    expect((await reset(body.phone_number, code)).json().code).toBe('reset_code_invalid');
  });

  it('sends at most three codes an hour to one account', async () => {
    const { body } = await register(app);
    const e164 = `+254${body.phone_number.slice(1)}`;
    for (let request = 0; request < 5; request += 1)
      expect((await requestCode(body.phone_number)).statusCode).toBe(202);
    const sent = await app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, e164));
    expect(sent).toHaveLength(3);
  });

  it('deletes one’s own account with everything personal; signing in then fails', async () => {
    const session = await registeredAndSignedIn(app);
    const profile = (
      await app.inject({ method: 'GET', url: '/api/v1/accounts/me/', headers: bearer(session.access) })
    ).json();
    await requestCode(session.phone);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/accounts/users/${profile.id}`,
      headers: bearer(session.access),
    });
    expect(removed.statusCode).toBe(204);
    const db = app.database.db;
    expect(await db.select().from(users).where(eq(users.id, profile.id))).toEqual([]);
    expect(await db.select().from(loginSessions).where(eq(loginSessions.userId, profile.id))).toEqual([]);
    expect(
      await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, profile.phone_number)),
    ).toEqual([]);
    expect((await login(app, session.phone)).statusCode).toBe(401);
  });

  it('will not delete someone else’s account, nor anything without a login', async () => {
    const mine = await registeredAndSignedIn(app);
    const { response } = await register(app);
    const theirs = response.json().id;
    const attempt = await app.inject({
      method: 'DELETE',
      url: `/api/v1/accounts/users/${theirs}`,
      headers: bearer(mine.access),
    });
    expect(attempt.statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/accounts/users/${theirs}` })).statusCode).toBe(
      401,
    );
  });
});
