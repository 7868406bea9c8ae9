import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, register, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';

let now = new Date('2026-11-22T08:00:00Z');
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

describe('login sessions', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({}, { clock: () => now });
  });
  afterAll(() => app.close());

  const me = (access: string) =>
    app.inject({ method: 'GET', url: '/api/v1/accounts/me/', headers: bearer(access) });
  const refresh = (token: string) =>
    app.inject({ method: 'POST', url: '/api/v1/accounts/token/refresh/', payload: { refresh: token } });

  it('signs in by phone in any form or by e-mail, answering the session fields and the profile', async () => {
    const { body } = await register(app, { phone_number: '0799 100 200', email: 'amina@example.com' });
    for (const username of ['0799100200', '+254 799 100 200', '254799100200', 'AMINA@example.com']) {
      const response = await login(app, username, body.password);
      expect(response.statusCode, username).toBe(200);
      const answer = response.json();
      expect(answer).toMatchObject({
        access: expect.any(String),
        refresh: expect.any(String),
        lifetime: 900,
      });
      expect(new Date(answer.expiry_time).getTime()).toBe(now.getTime() + 900_000);
      expect(answer.user).toMatchObject({ first_name: 'Wanjiku', phone_number: '+254799100200' });
    }
  });

  it('answers a wrong password and an unknown account the same way', async () => {
    const { body } = await register(app);
    const wrong = await login(app, body.phone_number, 'not the password');
    const unknown = await login(app, '0700000001', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json().code).toBe('invalid_credentials');
  });

  it('locks an account after five wrong passwords, saying when to try again', async () => {
    const { body } = await register(app);
    for (let attempt = 0; attempt < 5; attempt += 1) await login(app, body.phone_number, 'wrong');
    const locked = await login(app, body.phone_number);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('account_locked');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    advance(15 * 60);
    expect((await login(app, body.phone_number)).statusCode).toBe(200);
  });

  it('refuses an access token once it expires', async () => {
    const session = await registeredAndSignedIn(app);
    expect((await me(session.access)).statusCode).toBe(200);
    advance(901);
    const expired = await me(session.access);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('token_not_valid');
    expect(expired.headers['www-authenticate']).toBe('Bearer');
  });

  it('rotates refresh tokens; replaying a used one revokes the whole login at once', async () => {
    const session = await registeredAndSignedIn(app);
    const first = await refresh(session.refresh);
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh).not.toBe(session.refresh);
    expect((await me(rotated.access)).statusCode).toBe(200);

    advance(31);
    const replay = await refresh(session.refresh);
    expect(replay.statusCode).toBe(401);
    expect((await me(rotated.access)).statusCode).toBe(401);
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
  });

  it('answers a used refresh token sent again within seconds (a lost answer, a second tab) with the same successor', async () => {
    const session = await registeredAndSignedIn(app);
    const first = await refresh(session.refresh);
    expect(first.statusCode).toBe(200);
    advance(20);
    const again = await refresh(session.refresh);
    expect(again.statusCode).toBe(200);
    // One and the same next refresh token, with a fresh access token: neither tab is signed out.
    expect(decodeJwt(again.json().refresh).jti).toBe(decodeJwt(first.json().refresh).jti);
    expect((await me(first.json().access)).statusCode).toBe(200);
    expect((await me(again.json().access)).statusCode).toBe(200);
    expect((await refresh(again.json().refresh)).statusCode).toBe(200);
  });

  it('renews a session whose access token has expired, even when the client still sends it', async () => {
    const session = await registeredAndSignedIn(app);
    advance(901);
    const renewed = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/token/refresh/',
      headers: bearer(session.access),
      payload: { refresh: session.refresh },
    });
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json().access)).statusCode).toBe(200);
  });

  it('logs out and logs in with a stale or forged access token on the request', async () => {
    const session = await registeredAndSignedIn(app);
    advance(901);
    const out = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/logout/',
      headers: bearer(session.access),
      payload: { refresh: session.refresh },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    const { body } = await register(app);
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login/',
      headers: bearer('a.b.c'),
      payload: { username: body.phone_number, password: body.password },
    });
    expect(again.statusCode).toBe(200);
  });

  it('reads the bearer scheme case-insensitively', async () => {
    const session = await registeredAndSignedIn(app);
    const lower = await app.inject({
      method: 'GET',
      url: '/api/v1/accounts/me/',
      headers: { authorization: `bearer ${session.access}` },
    });
    expect(lower.statusCode).toBe(200);
  });

  it('never accepts a refresh token as an access token, nor the reverse', async () => {
    const session = await registeredAndSignedIn(app);
    expect((await me(session.refresh)).statusCode).toBe(401);
    expect((await refresh(session.access)).statusCode).toBe(401);
  });

  it('ends a login for good after its absolute lifetime, however often refreshed', async () => {
    let { refresh: token } = await registeredAndSignedIn(app);
    for (let day = 0; day < 29; day += 1) {
      advance(24 * 60 * 60);
      token = (await refresh(token)).json().refresh;
    }
    advance(2 * 24 * 60 * 60);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('logout revokes the refresh token and the access token at once', async () => {
    const session = await registeredAndSignedIn(app);
    const out = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/logout/',
      headers: bearer(session.access),
      payload: { refresh: session.refresh },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(session.access)).statusCode).toBe(401);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });

  it('keeps other logins of the same user when one logs out', async () => {
    const { body } = await register(app);
    const phone = (await login(app, body.phone_number)).json();
    const tablet = (await login(app, body.phone_number)).json();
    await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/logout/',
      payload: { refresh: phone.refresh },
    });
    expect((await me(tablet.access)).statusCode).toBe(200);
  });

  it('treats a request without a token as anonymous, and a malformed token as invalid', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/accounts/me/' })).json().code).toBe(
      'not_authenticated',
    );
    const forged = await app.inject({ method: 'GET', url: '/api/v1/health/', headers: bearer('a.b.c') });
    expect(forged.statusCode).toBe(401);
  });
});
