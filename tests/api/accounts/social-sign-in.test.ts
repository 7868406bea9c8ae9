import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityProfiles, socialIdentities, socialSignIns, users } from '../../../src/server/db/schema.ts';
import type { FakeOidcProvider } from '../../support/fake-oidc-provider.ts';
import { bearer, freshPhone, PASSWORD, register } from '../helpers/accounts.ts';
import { atProvider, buildSocialApp, callback, post, startAt, ticketFor } from '../helpers/social-sign-in.ts';
import { buildTestApp } from '../helpers/test-app.ts';

const consent = (ticket: string, nickname: string, extra: object = {}) => ({
  ticket,
  nickname,
  use_picture: true,
  terms_accepted: true,
  is_adult: true,
  ...extra,
});

describe('social sign-in (issue 31 §3)', () => {
  let app: FastifyInstance;
  let provider: FakeOidcProvider;

  beforeAll(async () => {
    ({ app, provider } = await buildSocialApp());
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  const countOf = async (table: typeof users | typeof socialIdentities | typeof socialSignIns) =>
    (await app.database.db.select({ n: count() }).from(table))[0]!.n;

  it('lists the configured providers, without their secrets', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/v1/accounts/social/providers/' });
    expect(answer.json()).toEqual({
      providers: [
        { id: 'fake', name: 'Fake ID' },
        { id: 'down', name: 'Down ID' },
      ],
    });
  });

  it('sends the browser to the provider with PKCE, state and nonce, and a cookie bound to it', async () => {
    const { status, location, cookie } = await startAt(app);
    expect(status).toBe(303);
    const url = new URL(location);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(name)).toBeTruthy();
    expect(cookie).toMatch(/^mimea_social=.+/);
  });

  it('makes a Community-only account on a first sign-in, after consent, and signs in again at once', async () => {
    const usersBefore = await countOf(users);
    const ticket = await ticketFor(app, 'Amina');
    const session = await post(app, 'session', { ticket });
    expect(session.json()).toEqual({
      status: 'consent',
      provider: 'Fake ID',
      nickname: 'Amina',
      picture: true,
      link: false,
    });
    // Consent is needed first: no account yet.
    expect(await countOf(users)).toBe(usersBefore);

    const made = await post(app, 'register', consent(ticket, 'Amina Shamba'));
    expect(made.statusCode).toBe(201);
    const login = made.json();
    expect(login.user).toMatchObject({ first_name: 'Amina Shamba', phone_number: null, email: null });
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/accounts/me/',
      headers: bearer(login.access),
    });
    expect(me.statusCode).toBe(200);
    const profile = await app.inject({
      method: 'GET',
      url: '/api/v1/community/profile/',
      headers: bearer(login.access),
    });
    expect(profile.json()).toMatchObject({ nickname: 'Amina Shamba' });
    expect(profile.json().picture).toMatch(/profile-pictures/);

    // Nothing of the provider's tokens, e-mail or the sign-in's secrets is kept.
    const [stored] = await app.database.db.select().from(users).where(eq(users.id, login.user.id));
    expect(stored).toMatchObject({ phoneNumber: null, passwordHash: null, email: null });
    const left = await app.database.db.select().from(socialSignIns);
    expect(left.filter((row) => row.subject !== null)).toEqual([]);

    // The same provider account next time: straight in, no consent.
    const again = await post(app, 'session', { ticket: await ticketFor(app, 'Amina') });
    expect(again.json()).toMatchObject({ status: 'signed_in', user: { id: login.user.id } });
    // A ticket works once.
    expect((await post(app, 'register', consent(ticket, 'Amina Tena'))).statusCode).toBe(400);
  });

  it('a Community-only account asks and answers, and what needs a phone says to complete the account', async () => {
    const ticket = await ticketFor(app, 'Baraka');
    const { access } = (
      await post(app, 'register', consent(ticket, 'Baraka', { use_picture: false }))
    ).json();
    const asked = await app.inject({
      method: 'POST',
      url: '/api/v1/community/questions/',
      headers: bearer(access),
      payload: { text: 'Majani ya nyanya yana madoa. Nifanye nini?', crop: 'tomato', language: 'sw' },
    });
    expect(asked.statusCode).toBe(201);
    const farms = await app.inject({ method: 'GET', url: '/api/v1/farm/', headers: bearer(access) });
    expect(farms.statusCode).toBe(409);
    expect(farms.json().code).toBe('account_incomplete');
  });

  it('keeps the age rule: a minor needs a guardian’s name, phone and consent; terms must be accepted', async () => {
    const ticket = await ticketFor(app, 'Chiku');
    const minor = await post(app, 'register', consent(ticket, 'Chiku', { is_adult: false }));
    expect(minor.statusCode).toBe(400);
    expect(Object.keys(minor.json())).toEqual(
      expect.arrayContaining(['guardian_name', 'guardian_phone_number', 'guardian_consent']),
    );
    const noTerms = await post(app, 'register', consent(ticket, 'Chiku', { terms_accepted: false }));
    expect(noTerms.statusCode).toBe(400);
    const withGuardian = await post(
      app,
      'register',
      consent(ticket, 'Chiku', {
        is_adult: false,
        guardian_name: 'Mama Chiku',
        guardian_phone_number: freshPhone(),
        guardian_consent: true,
      }),
    );
    expect(withGuardian.statusCode).toBe(201);
  });

  it('refuses a nickname someone goes by, and makes nothing', async () => {
    const before = await countOf(users);
    const ticket = await ticketFor(app, 'Dalia');
    const taken = await post(app, 'register', consent(ticket, 'amina shamba'));
    expect(taken.statusCode).toBe(409);
    expect(await countOf(users)).toBe(before);
    expect((await post(app, 'register', consent(ticket, 'Dalia'))).statusCode).toBe(201);
  });

  it('links to the account holding the verified e-mail only with that account’s password', async () => {
    const email = `wanjiku.${Date.now()}@example.org`;
    const { response } = await register(app, { email });
    const owner = response.json().id as string;
    const identitiesBefore = await countOf(socialIdentities);
    const ticket = await ticketFor(app, email);
    expect((await post(app, 'session', { ticket })).json()).toMatchObject({ status: 'consent', link: true });
    // Never silently, and not as a second account either.
    expect((await post(app, 'register', consent(ticket, 'Wanjiku K'))).json().code).toBe(
      'social_link_required',
    );
    const wrong = await post(app, 'link', { ticket, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(await countOf(socialIdentities)).toBe(identitiesBefore);

    const linked = await post(app, 'link', { ticket, password: PASSWORD });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().user.id).toBe(owner);
    const again = await post(app, 'session', { ticket: await ticketFor(app, email) });
    expect(again.json()).toMatchObject({ status: 'signed_in', user: { id: owner } });
  });

  it('a refusal at the provider comes back as "denied", with nothing made', async () => {
    const before = await countOf(users);
    const { location, cookie } = await startAt(app);
    const back = await callback(app, await atProvider(location, 'Esther', 'deny'), cookie);
    expect(back.pathname).toBe('/community/sign-in');
    expect(back.searchParams.get('error')).toBe('denied');
    expect(await countOf(users)).toBe(before);
  });

  it('refuses a wrong or replayed state, and a state from another browser', async () => {
    const { location, cookie } = await startAt(app);
    const returned = await atProvider(location, 'Fatuma', 'allow');
    const forged = new URL(returned);
    forged.searchParams.set('state', 'not-the-state-we-sent');
    expect((await callback(app, forged.href, cookie)).searchParams.get('error')).toBe('invalid_state');
    expect((await callback(app, returned, 'mimea_social=another-browser')).searchParams.get('error')).toBe(
      'invalid_state',
    );
    // Each try used the state up: the right browser is refused now too.
    expect((await callback(app, returned, cookie)).searchParams.get('error')).toBe('invalid_state');
  });

  it('a provider that is down gives provider_unavailable, with nothing made', async () => {
    const before = { users: await countOf(users), signIns: await countOf(socialSignIns) };
    const down = await startAt(app, 'down');
    expect(down.status).toBe(303);
    expect(down.location).toBe('/community/sign-in?error=provider_unavailable');
    expect({ users: await countOf(users), signIns: await countOf(socialSignIns) }).toEqual(before);
  });

  it('a provider that goes down between the sign-in and the code exchange: provider_unavailable', async () => {
    const { location, cookie } = await startAt(app);
    const returned = await atProvider(location, 'Gathoni', 'allow');
    const before = { users: await countOf(users), signIns: await countOf(socialSignIns) };
    await provider.close();
    const back = await callback(app, returned, cookie);
    expect(back.searchParams.get('error')).toBe('provider_unavailable');
    // The sign-in it came back for is gone; nothing else was made.
    expect({ users: await countOf(users), signIns: await countOf(socialSignIns) }).toEqual({
      ...before,
      signIns: before.signIns - 1,
    });
  });
});

describe('social sign-in unconfigured', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('lists no provider, and its other addresses do not exist', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/v1/accounts/social/providers/' });
    expect(list.json()).toEqual({ providers: [] });
    const start = await app.inject({ method: 'GET', url: '/api/v1/accounts/social/google/start/' });
    expect(start.statusCode).toBe(404);
    const session = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/social/session/',
      payload: { ticket: 'a'.repeat(43) },
    });
    expect(session.statusCode).toBe(404);
    expect(await app.database.db.select().from(communityProfiles)).toEqual([]);
  });
});
