import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountActions, outboxMessages, users } from '../../../src/server/db/schema.ts';
import { bearer, login, PASSWORD } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { registerPerson, staffAccount, type Person } from './support/person-everywhere.ts';

describe('staff/accounts/: an admin suspends, reinstates and terminates accounts', () => {
  let app: FastifyInstance;
  let admin: Person;
  const decide = (
    who: Person,
    id: string,
    action: string,
    reason = 'Gave a false name twice',
    language = 'sw',
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/staff/accounts/${id}/${action}/`,
      headers: bearer(who.access),
      payload: { reason, language },
    });
  const lastSms = async (phone: string) =>
    (
      await app.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, phone))
        .orderBy(desc(outboxMessages.createdAt))
        .limit(1)
    )[0];

  beforeAll(async () => {
    app = await buildTestApp({
      contact: { email: 'grievance@mimea.co.ke', address: 'Nairobi', isExample: false },
    });
    admin = await staffAccount(app, 'admin');
  });
  afterAll(() => app.close());

  it('is for admins only; agronomists are refused', async () => {
    const agronomist = await staffAccount(app, 'staff');
    const person = await registerPerson(app);
    const refused = await decide(agronomist, person.id, 'suspend');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('admin_only');
    const found = await app.inject({
      url: `/api/v1/staff/accounts/?phone=${person.phone}`,
      headers: bearer(admin.access),
    });
    expect(found.json()).toMatchObject({ id: person.id, status: 'active', decisions: [] });
  });

  it('opens an account by its id, the address the desk links to; for admins only', async () => {
    const agronomist = await staffAccount(app, 'staff');
    const person = await registerPerson(app);
    const byId = (who: Person, id: string) =>
      app.inject({ url: `/api/v1/staff/accounts/${id}/`, headers: bearer(who.access) });
    expect((await byId(admin, person.id)).json()).toMatchObject({
      id: person.id,
      phone_number: person.e164,
    });
    expect((await byId(agronomist, person.id)).statusCode).toBe(403);
    expect((await byId(admin, '6f1c2b1e-4a5d-4c3b-9e8f-0a1b2c3d4e5f')).statusCode).toBe(404);
  });

  it('suspends with a reason: login and refresh refused with a translated message, data kept, SMS sent', async () => {
    const person = await registerPerson(app);
    const { refresh } = (await login(app, person.phone)).json();
    const suspended = await decide(admin, person.id, 'suspend');
    expect(suspended.json()).toMatchObject({
      status: 'suspended',
      decisions: [
        { action: 'suspend', reason: 'Gave a false name twice', by: `${admin.firstName} ${admin.lastName}` },
      ],
    });
    expect(await lastSms(person.e164)).toMatchObject({ template: 'account_suspended', language: 'sw' });
    expect((await lastSms(person.e164))!.body).toContain('grievance@mimea.co.ke');

    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login/',
      headers: { 'accept-language': 'sw' },
      payload: { username: person.phone, password: PASSWORD },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({
      code: 'account_suspended',
      detail: expect.stringContaining('imesimamishwa'),
    });
    const renewed = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/token/refresh/',
      payload: { refresh },
    });
    expect(renewed.statusCode).toBe(403);
    expect(renewed.json().code).toBe('account_suspended');
    expect(
      (await app.inject({ url: '/api/v1/accounts/me/', headers: bearer(person.access) })).statusCode,
    ).toBe(403);
    // A wrong password still says only that the credentials are wrong.
    expect((await login(app, person.phone, 'not the password')).statusCode).toBe(401);

    expect((await decide(admin, person.id, 'reinstate', 'Name corrected')).json().status).toBe('active');
    expect((await login(app, person.phone)).statusCode).toBe(200);
    expect(await lastSms(person.e164)).toMatchObject({ template: 'account_reinstated' });
  });

  it('terminates: the account is deleted as in a deletion, the decision stays without the person', async () => {
    const person = await registerPerson(app);
    const terminated = await decide(admin, person.id, 'terminate', `${person.firstName} posted abuse`, 'en');
    expect(terminated.statusCode).toBe(204);
    expect(await app.database.db.select().from(users).where(eq(users.id, person.id))).toEqual([]);
    expect((await lastSms(person.e164))!.template).toBe('account_terminated');
    const [record] = await app.database.db
      .select()
      .from(accountActions)
      .where(eq(accountActions.action, 'terminate'));
    expect(record).toMatchObject({ subjectId: null, reason: '[deleted user] posted abuse' });
    expect((await login(app, person.phone)).statusCode).toBe(401);
  });

  it('refuses a decision about one’s own account', async () => {
    expect((await decide(admin, admin.id, 'suspend')).statusCode).toBe(409);
  });
});
