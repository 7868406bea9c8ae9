import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../../../src/server/db/schema.ts';
import { bearer, freshPhone, login, PASSWORD, register, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';

type Headers = Record<string, string>;
const e164 = (local: string) => `+254${local.slice(1)}`;

/**
 * Finding 17: a farmer could type any number into their own farmer record (`PATCH farmer/{id}/`), so a
 * stranger's number sat on it unconfirmed; once the stranger signed up, every farm/ and farmer/ request
 * of theirs answered 500 for good, since their own record could be neither claimed nor made. Now the
 * record of an account keeps the account's number, which moves along when the account's number is
 * changed with its code.
 */
describe('a farmer record that belongs to an account keeps the account’s number', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'PATCH' | 'PUT', url: string, headers: Headers, payload?: object) =>
    app.inject({ method, url: `/api/v1/${url}`, headers: { ...headers, 'accept-language': 'en' }, payload });
  const latestSms = async (recipient: string) => {
    const [sms] = await app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient))
      .orderBy(desc(outboxMessages.createdAt));
    return sms!;
  };
  const ownRecord = async (headers: Headers) => (await call('GET', 'farmer/', headers)).json().results[0];

  it('refuses another number on one’s own record, so its holder can still use farms', async () => {
    const squatter = bearer((await registeredAndSignedIn(app)).access);
    const record = await ownRecord(squatter);
    const victim = freshPhone();
    for (const method of ['PATCH', 'PUT'] as const) {
      const body =
        method === 'PUT'
          ? { first_name: 'A', last_name: 'B', phone_number: victim }
          : { phone_number: victim };
      const taken = await call(method, `farmer/${record.id}/`, squatter, body);
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toEqual({
        phone_number: [
          'This farmer signs in with this phone number, so it changes only in their own account, with a code sent to the new number.',
        ],
      });
    }
    expect((await call('PATCH', `farmer/${record.id}/`, squatter, { group_name: 'Umoja' })).statusCode).toBe(
      200,
    );

    await register(app, { phone_number: victim });
    const holder = bearer((await login(app, victim)).json().access);
    expect((await call('GET', 'farm/', holder)).statusCode).toBe(200);
    expect((await ownRecord(holder)).phone_number).toBe(e164(victim));
  });

  it('moves the record to the account’s new number once the code confirms it', async () => {
    const { access } = await registeredAndSignedIn(app);
    const headers = bearer(access);
    await ownRecord(headers);
    const next = freshPhone();
    await call('PATCH', 'accounts/me/', headers, { phone_number: next });
    const code = /\b(\d{6})\b/.exec((await latestSms(e164(next))).body)![1]!;
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/me/confirm/',
      headers,
      payload: { field: 'phone_number', code },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await ownRecord(headers)).phone_number).toBe(e164(next));
  });

  it('lets a data manager change the number of a farmer they registered, but not of one who signed up', async () => {
    const account = await registeredAndSignedIn(app);
    await app.database.db
      .update(users)
      .set({ role: 'data_manager' })
      .where(eq(users.phoneNumber, e164(account.phone)));
    const manager = bearer(account.access);
    const unclaimed = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/farmer/',
        headers: manager,
        payload: { first_name: 'Otieno', last_name: 'Odhiambo', phone_number: freshPhone() },
      })
    ).json();
    const moved = await call('PATCH', `farmer/${unclaimed.id}/`, manager, { phone_number: freshPhone() });
    expect(moved.statusCode).toBe(200);

    const claimedPhone = moved.json().phone_number as string;
    await register(app, { phone_number: `0${claimedPhone.slice(4)}` });
    const farmer = bearer((await login(app, claimedPhone, PASSWORD)).json().access);
    await app.inject({ method: 'POST', url: '/api/v1/farmer/claim/', headers: farmer });
    const code = /\b(\d{6})\b/.exec((await latestSms(claimedPhone)).body)![1]!;
    await app.inject({
      method: 'POST',
      url: '/api/v1/farmer/claim/confirm/',
      headers: farmer,
      payload: { code },
    });
    expect((await ownRecord(farmer)).id).toBe(unclaimed.id);
    // Claimed, the record is the farmer's: its data manager may no longer change it at all (finding 32).
    const refused = await call('PATCH', `farmer/${unclaimed.id}/`, manager, { phone_number: freshPhone() });
    expect(refused.statusCode).toBe(404);
  });
});
