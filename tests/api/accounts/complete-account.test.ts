import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema.ts';
import type { FakeOidcProvider } from '../../support/fake-oidc-provider.ts';
import { bearer, freshPhone, login, PASSWORD, register, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildSocialApp, post, ticketFor } from '../helpers/social-sign-in.ts';
import { buildTestApp, testConfig } from '../helpers/test-app.ts';

const e164 = (phone: string) => phone.replace(/^0/, '+254');

// Issue 31 §3: a Community-only account, made by a first social sign-in, is completed with what
// registration asks (names, phone number, password) and then works as any account.
describe('completing a Community-only account', () => {
  let app: FastifyInstance;
  let provider: FakeOidcProvider;
  let sequence = 0;

  beforeAll(async () => {
    ({ app, provider } = await buildSocialApp());
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  /** A first social sign-in through the fake provider: the new account's access token and id. */
  async function communityOnly(extra: object = {}) {
    sequence += 1;
    const nickname = `Jirani ${sequence}`;
    const made = await post(app, 'register', {
      ticket: await ticketFor(app, `jirani-${sequence}`),
      nickname,
      use_picture: false,
      terms_accepted: true,
      is_adult: true,
      ...extra,
    });
    expect(made.statusCode).toBe(201);
    const { access, user } = made.json();
    return { headers: bearer(access as string), id: user.id as string };
  }

  const complete = (headers: object, payload: object, language = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/accounts/complete/',
      headers: { ...headers, 'accept-language': language },
      payload,
    });
  const answers = (phone = freshPhone()) => ({
    first_name: 'Neema',
    last_name: 'Otieno',
    phone_number: phone,
    password: PASSWORD,
  });

  it('gives the account its names, number and password: then the number signs in and farms work', async () => {
    const { headers, id } = await communityOnly();
    const phone = freshPhone();
    const completed = await complete(headers, answers(phone));
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toEqual({
      id,
      first_name: 'Neema',
      last_name: 'Otieno',
      email: null,
      phone_number: e164(phone),
    });
    // The login it had goes on, now able to do what needs a phone.
    expect((await app.inject({ method: 'GET', url: '/api/v1/farm/', headers })).statusCode).toBe(200);

    const signedIn = await login(app, phone);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ id, phone_number: e164(phone) });
    const farms = await app.inject({
      method: 'GET',
      url: '/api/v1/farm/',
      headers: bearer(signedIn.json().access),
    });
    expect(farms.statusCode).toBe(200);
    // The Community profile keeps its nickname: the real name is for the account only.
    const profile = await app.inject({ method: 'GET', url: '/api/v1/community/profile/', headers });
    expect(profile.json()).toMatchObject({ nickname: `Jirani ${sequence}` });

    const again = await complete(headers, answers());
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('account_already_complete');
  });

  it('refuses a number another account holds, with registration’s words, and changes nothing', async () => {
    const { response, body } = await register(app);
    expect(response.statusCode).toBe(201);
    const { headers, id } = await communityOnly();
    const taken = await complete(headers, answers(body.phone_number as string), 'sw');
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      phone_number: ['Namba hii ya simu tayari ina akaunti. Jaribu kuingia badala yake.'],
    });
    const [stored] = await app.database.db.select().from(users).where(eq(users.id, id));
    expect(stored).toMatchObject({ phoneNumber: null, passwordHash: null, firstName: `Jirani ${sequence}` });
    // The same answers with a free number go through.
    expect((await complete(headers, answers())).statusCode).toBe(200);
  });

  it('refuses an account that registered with its phone and password', async () => {
    const { access } = await registeredAndSignedIn(app);
    const answer = await complete(bearer(access), answers(), 'sw');
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      code: 'account_already_complete',
      detail: 'Akaunti yako tayari ina namba ya simu na nenosiri, kwa hiyo hakuna cha kukamilisha.',
    });
  });

  it('refuses anyone not signed in', async () => {
    const answer = await complete({}, answers());
    expect(answer.statusCode).toBe(401);
    expect(answer.json().code).toBe('not_authenticated');
  });

  it('checks the answers as registration does, in the person’s language', async () => {
    const { headers } = await communityOnly();
    const bad = await complete(
      headers,
      { first_name: '', last_name: 'Otieno', phone_number: '12345', password: 'short' },
      'sw',
    );
    expect(bad.statusCode).toBe(400);
    const registration = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/register/',
      headers: { 'accept-language': 'sw' },
      payload: { ...answers(), first_name: '', phone_number: '12345', password: 'short', is_adult: true },
    });
    expect(bad.json()).toEqual(registration.json());
    expect(Object.keys(bad.json()).sort()).toEqual(['first_name', 'password', 'phone_number']);
    expect(bad.json().first_name).toEqual(['Sehemu hii inahitajika.']);

    const common = await complete(headers, { ...answers(), password: 'password123' });
    expect(common.json()).toEqual({ password: ['This password is too easy to guess. Choose another one.'] });
  });

  it('keeps a minor’s guardian reachable: the guardian’s number is not the account’s own', async () => {
    const guardianPhone = freshPhone();
    const { headers } = await communityOnly({
      is_adult: false,
      guardian_name: 'Mama Neema',
      guardian_phone_number: guardianPhone,
      guardian_consent: true,
    });
    const same = await complete(headers, answers(guardianPhone));
    expect(same.statusCode).toBe(400);
    expect(Object.keys(same.json())).toEqual(['phone_number']);
    expect((await complete(headers, answers())).statusCode).toBe(200);
  });
});

describe('completing an account is counted with registration', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = testConfig();
    app = await buildTestApp({ auth: { ...config.auth, registerPerHourPerIp: 2 } });
  });
  afterAll(() => app.close());

  it('tells no more numbers an hour than registration alone would', async () => {
    const now = new Date();
    const [user] = await app.database.db
      .insert(users)
      .values({ firstName: 'Jirani', lastName: '', isAdult: true, createdAt: now, updatedAt: now })
      .returning();
    const { access } = await app.accounts.sessions.start(user!);
    expect((await register(app)).response.statusCode).toBe(201);
    const first = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/complete/',
      headers: bearer(access),
      payload: { first_name: 'Neema', last_name: 'Otieno', phone_number: freshPhone(), password: 'x' },
    });
    expect(first.statusCode).toBe(400);
    expect((await register(app)).response.statusCode).toBe(429);
  });
});
