import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshPhone, login, register, registeredAndSignedIn } from '../helpers/accounts.ts';
import { latestCodeTo } from '../helpers/sent-codes.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { dataManager } from '../uploads/upload-helpers.ts';

type Headers = Record<string, string>;

/**
 * Registration proves nothing about a phone number, so the farmer record a data manager made with it
 * becomes an account's only after the code sent there by SMS comes back; until then the account sees
 * that a record waits, and nothing of it.
 */
describe('farmer/claim/: a data manager’s record is the account’s only after the number’s code', () => {
  let app: FastifyInstance;
  let manager: Headers;

  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    app.inject({ method, url: `/api/v1/${url}`, headers: { ...headers, 'accept-language': 'en' }, payload });
  const latestCode = (phone: string) => latestCodeTo(app, phone);
  /** A farmer a data manager registered with a farm, and an account that signed up with that number. */
  const waitingRecord = async () => {
    const phone = freshPhone();
    const record = (
      await call('POST', 'farmer/', manager, {
        first_name: 'Otieno',
        last_name: 'Odhiambo',
        phone_number: phone,
      })
    ).json();
    const farm = await call('POST', 'farm/', manager, { name: 'Bondeni', ward: '0676', farmer: record.id });
    expect(farm.statusCode).toBe(201);
    await register(app, { phone_number: phone });
    const account = bearer((await login(app, phone)).json().access);
    return { phone, record, account };
  };

  beforeAll(async () => {
    app = await buildTestApp();
    manager = await dataManager(app);
  });
  afterAll(() => app.close());

  it('shows an outsider with that number nothing but that a record waits for a code', async () => {
    const { record, account } = await waitingRecord();
    for (const url of ['farmer/', `farmer/${record.id}/`, 'farm/']) {
      const answer = await call('GET', url, account);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({
        code: 'farmer_claim_pending',
        detail:
          'An extension officer registered a farm with your phone number. To see it, confirm the number with the code we send it by SMS.',
      });
    }
    expect((await call('POST', 'farm/', account, { name: 'Yangu', ward: '0676' })).statusCode).toBe(409);
    const names = JSON.stringify((await call('GET', 'plantinginfo/', account)).json());
    expect(names).not.toContain('Bondeni');
  });

  it('gives the record, with its farms, for the code sent to the number', async () => {
    const { phone, record, account } = await waitingRecord();
    const sent = await call('POST', 'farmer/claim/', account);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ status: 'code_sent' });
    const confirmed = await call('POST', 'farmer/claim/confirm/', account, { code: await latestCode(phone) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: record.id, user: expect.any(String), first_name: 'Otieno' });
    expect((await call('GET', 'farmer/', account)).json()).toMatchObject({
      count: 1,
      results: [{ id: record.id }],
    });
    expect((await call('GET', 'farm/', account)).json()).toMatchObject({ results: [{ name: 'Bondeni' }] });
    // Claimed: nothing waits any more, and the data manager still sees whom they registered.
    expect((await call('POST', 'farmer/claim/', account)).statusCode).toBe(404);
    expect((await call('GET', `farmer/${record.id}/`, manager)).statusCode).toBe(200);
  });

  it('ends a code after a few wrong tries, however many arrive together, and only the newest works', async () => {
    const { phone, account } = await waitingRecord();
    await call('POST', 'farmer/claim/', account);
    const first = await latestCode(phone);
    await call('POST', 'farmer/claim/', account);
    const newest = await latestCode(phone);
    if (first !== newest) {
      const stale = await call('POST', 'farmer/claim/confirm/', account, { code: first });
      expect(stale.statusCode).toBe(400);
    }
    const wrong = newest === '000000' ? '000001' : '000000';
    // Guesses sent at once are counted like guesses sent one by one.
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => call('POST', 'farmer/claim/confirm/', account, { code: wrong })),
    );
    for (const answer of burst) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'contact_code_invalid' });
    }
    const tooLate = await call('POST', 'farmer/claim/confirm/', account, { code: newest });
    expect(tooLate.statusCode).toBe(400);
    expect((await call('GET', 'farmer/', account)).statusCode).toBe(409);
  });

  it('sends a few codes an hour per account', async () => {
    const { account } = await waitingRecord();
    for (let sent = 0; sent < 3; sent += 1)
      expect((await call('POST', 'farmer/claim/', account)).statusCode).toBe(202);
    const refused = await call('POST', 'farmer/claim/', account);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('answers an account with nothing waiting as it answers one with its own record', async () => {
    const own = bearer((await registeredAndSignedIn(app)).access);
    expect((await call('POST', 'farmer/claim/', own)).statusCode).toBe(404);
    expect((await call('GET', 'farmer/', own)).statusCode).toBe(200);
    expect((await call('POST', 'farmer/claim/', own)).statusCode).toBe(404);
    expect((await call('POST', 'farmer/claim/confirm/', own, { code: '123456' })).statusCode).toBe(400);
  });
});
