import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../../src/server/db/schema.ts';
import { createPasswordHasher } from '../../../src/server/services/accounts/passwords.ts';
import { makeStaff } from '../../../src/server/services/staff/make-staff.ts';
import { bearer, freshPhone, login, PASSWORD, register } from '../helpers/accounts.ts';
import { buildTestApp, testConfig } from '../helpers/test-app.ts';

/**
 * Finding 19: registration proves no phone number, and `npm run staff -- create` made the existing
 * account of a number staff "keeping its password". Anyone who knew a future agronomist's number could
 * sign up with it, stay signed in, and become staff with their own password and e-mail the moment the
 * operator promoted it. Now promoting an account takes it over: a new password, its logins and codes
 * ended, its e-mail removed.
 */
describe('promoting an account to staff shuts out whoever set it up', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const hasher = createPasswordHasher(testConfig().auth.argon2);
  const me = (access: string) =>
    app.inject({ method: 'GET', url: '/api/v1/staff/me/', headers: bearer(access) });

  it('ends the squatter’s login, password, e-mail and codes, and lets in only the new password', async () => {
    const phone = freshPhone();
    const e164 = `+254${phone.slice(1)}`;
    const email = 'squatter@example.org';
    await register(app, { phone_number: phone, email });
    const squatter = (await login(app, phone)).json();
    await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/password/reset/request/',
      payload: { username: email },
    });

    const made = await makeStaff(app.database.db, hasher, {
      phone: e164,
      firstName: 'Jane',
      lastName: 'Wanjiru',
      role: 'staff',
    });
    expect(made).toMatchObject({ created: false, password: expect.any(String) });

    expect((await me(squatter.access)).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/token/refresh/',
      payload: { refresh: squatter.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await login(app, phone, PASSWORD)).statusCode).toBe(401);
    expect((await login(app, email, made.password)).statusCode).toBe(401);
    const [code] = await app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email));
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/password/reset/',
      payload: {
        username: phone,
        code: /\b(\d{6})\b/.exec(code!.body)![1],
        new_password: 'the squatter again 1',
      },
    });
    expect(reset.statusCode).toBe(400);

    const staff = (await login(app, phone, made.password)).json();
    expect((await me(staff.access)).json()).toMatchObject({ role: 'staff' });
  });

  it('makes a new account with the given password when the number has none', async () => {
    const phone = freshPhone();
    const made = await makeStaff(app.database.db, hasher, {
      phone: `+254${phone.slice(1)}`,
      firstName: 'Amina',
      lastName: 'Hassan',
      role: 'data_manager',
      password: 'a staff password 1',
    });
    expect(made).toEqual({
      created: true,
      firstName: 'Amina',
      lastName: 'Hassan',
      password: 'a staff password 1',
    });
    const staff = (await login(app, phone, 'a staff password 1')).json();
    expect((await me(staff.access)).json()).toMatchObject({ role: 'data_manager', name: 'Amina Hassan' });
  });
});
