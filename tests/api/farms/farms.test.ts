import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackRequests, users } from '../../../src/server/db/schema.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';

type Headers = Record<string, string>;
const KAPOMBOI = '0676'; // Trans Nzoia
const KITISURU = '1366'; // Nairobi

describe('farmer/ and farm/', () => {
  let app: FastifyInstance;
  let farmer: Headers;
  let farmerPhone: string;
  let other: Headers;
  let manager: Headers;
  let otherManager: Headers;
  let agronomist: Headers;

  const signIn = async (role?: 'staff' | 'data_manager') => {
    const account = await registeredAndSignedIn(app);
    const phone = account.phone.replace(/^0/, '+254');
    if (role) await app.database.db.update(users).set({ role }).where(eq(users.phoneNumber, phone));
    return { headers: bearer(account.access), phone };
  };
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => app.inject({ method, url: `/api/v1/${url}`, headers, payload });

  beforeAll(async () => {
    app = await buildTestApp();
    const mine = await signIn();
    farmer = mine.headers;
    farmerPhone = mine.phone;
    other = (await signIn()).headers;
    manager = (await signIn('data_manager')).headers;
    otherManager = (await signIn('data_manager')).headers;
    agronomist = (await signIn('staff')).headers;
  });
  afterAll(() => app.close());

  it('gives every user their own farmer record on first use', async () => {
    const list = await call('GET', 'farmer/', farmer);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      count: 1,
      results: [{ phone_number: farmerPhone, first_name: 'Wanjiku' }],
    });
    const again = await call('GET', 'farmer/', farmer);
    expect(again.json().results[0].id).toBe(list.json().results[0].id);
  });

  it('lets a farmer add, change and remove their own farms, checked against the places', async () => {
    const created = await call('POST', 'farm/', farmer, {
      name: 'Shamba la juu',
      ward: KAPOMBOI,
      area_acres: 2,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Shamba la juu',
      ward: KAPOMBOI,
      county: '026',
      irrigated: false,
    });
    const id = created.json().id;
    const same = await call('POST', 'farm/', farmer, { name: 'Shamba la juu', ward: KAPOMBOI });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ name: [expect.any(String)] });
    const nowhere = await call('POST', 'farm/', farmer, { name: 'Mahali', ward: '9999' });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json()).toHaveProperty('ward');
    const big = await call('POST', 'farm/', farmer, { name: 'Kubwa', ward: KAPOMBOI, area_acres: 10_001 });
    expect(big.statusCode).toBe(400);
    const patched = await call('PATCH', `farm/${id}/`, farmer, { ward: KITISURU, irrigated: true });
    expect(patched.json()).toMatchObject({ ward: KITISURU, county: '047', irrigated: true, area_acres: 2 });
    const list = await call('GET', 'farm/?search=juu', farmer);
    expect(list.json()).toMatchObject({ count: 1, results: [{ id }] });
    expect((await call('DELETE', `farm/${id}/`, farmer)).statusCode).toBe(204);
    expect((await call('GET', `farm/${id}/`, farmer)).statusCode).toBe(404);
  });

  it("answers 404, not 403, for another person's farmer record and farms", async () => {
    const farm = (await call('POST', 'farm/', farmer, { name: 'Siri', ward: KAPOMBOI })).json();
    const record = (await call('GET', 'farmer/', farmer)).json().results[0];
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      expect(
        (await call(method, `farm/${farm.id}/`, other, method === 'PATCH' ? { name: 'x' } : undefined))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await call(
            method,
            `farmer/${record.id}/`,
            other,
            method === 'PATCH' ? { first_name: 'x' } : undefined,
          )
        ).statusCode,
      ).toBe(404);
    }
    expect((await call('GET', 'farm/', other)).json().count).toBe(0);
    expect((await call('GET', `farm/${farm.id}/`, manager)).statusCode).toBe(404);
    // A farmer account registers no one else.
    const registering = await call('POST', 'farmer/', farmer, {
      first_name: 'A',
      last_name: 'B',
      phone_number: '0722000111',
    });
    expect(registering.statusCode).toBe(403);
  });

  it('lets a data manager into the staff app, but not the callback queue', async () => {
    expect((await call('GET', 'staff/me/', manager)).json()).toMatchObject({ role: 'data_manager' });
    expect((await call('GET', 'staff/callbacks/', manager)).statusCode).toBe(403);
  });

  it('lets a data manager register farmers and their farms, and see only those', async () => {
    const created = await call('POST', 'farmer/', manager, {
      first_name: 'Chebet',
      last_name: 'Koech',
      phone_number: '0722 100 200',
      gender: 'female',
      ward: KAPOMBOI,
      group_name: 'Kapomboi Maize Growers',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ phone_number: '+254722100200', user: null });
    const id = created.json().id;
    const twice = await call('POST', 'farmer/', manager, {
      first_name: 'X',
      last_name: 'Y',
      phone_number: '+254722100200',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toHaveProperty('phone_number');
    const farm = await call('POST', 'farm/', manager, {
      farmer: id,
      name: 'Chebet A',
      ward: KAPOMBOI,
      area_acres: 3,
    });
    expect(farm.statusCode).toBe(201);
    const searched = await call('GET', 'farmer/?search=chebet', manager);
    expect(searched.json()).toMatchObject({ count: 1, results: [{ id }] });
    expect((await call('GET', `farmer/?group_name=Kapomboi%20Maize%20Growers`, manager)).json().count).toBe(
      1,
    );
    expect((await call('GET', `farmer/${id}/`, otherManager)).statusCode).toBe(404);
    const foreign = await call('POST', 'farm/', otherManager, {
      farmer: id,
      name: 'Mine now',
      ward: KAPOMBOI,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toHaveProperty('farmer');
    expect(
      (await call('PATCH', `farmer/${id}/`, manager, { group_name: null })).json().group_name,
    ).toBeNull();
  });

  it('lets an agronomist read the farmers and farms of their cases, and change nothing', async () => {
    const record = (await call('GET', 'farmer/', farmer)).json().results[0];
    const farm = (await call('GET', 'farm/', farmer)).json().results[0];
    expect((await call('GET', `farmer/${record.id}/`, agronomist)).statusCode).toBe(404);
    const now = new Date();
    await app.database.db.insert(callbackRequests).values({
      reference: 'MIM-FARM1',
      userId: record.user,
      name: 'Wanjiku Kamau',
      phone: farmerPhone,
      channel: 'call',
      language: 'en',
      topic: 'crop_problem',
      slotStart: now,
      createdAt: now,
      updatedAt: now,
    });
    expect((await call('GET', `farmer/${record.id}/`, agronomist)).statusCode).toBe(200);
    expect((await call('GET', `farm/${farm.id}/`, agronomist)).statusCode).toBe(200);
    expect((await call('PATCH', `farm/${farm.id}/`, agronomist, { name: 'Changed' })).statusCode).toBe(404);
    expect((await call('DELETE', `farmer/${record.id}/`, agronomist)).statusCode).toBe(404);
  });

  it('takes on plantings and plant checks only a farm the caller may use', async () => {
    const mine = (await call('POST', 'farm/', farmer, { name: 'Bondeni', ward: KAPOMBOI })).json();
    const theirs = (await call('POST', 'farm/', other, { name: 'Yao', ward: KAPOMBOI })).json();
    const planting = { crop: 'maize', county_id: '026', planted_on: '2026-03-20' };
    const onMine = await call('POST', 'plantinginfo/', farmer, { ...planting, farm: mine.id });
    expect(onMine.statusCode).toBe(201);
    expect(onMine.json()).toMatchObject({ farm: mine.id, farm_name: 'Bondeni' });
    const onTheirs = await call('POST', 'plantinginfo/', farmer, { ...planting, farm: theirs.id });
    expect(onTheirs.statusCode).toBe(400);
    expect(onTheirs.json()).toHaveProperty('farm');
    expect((await call('GET', `plantinginfo/?farm=${mine.id}`, farmer)).json().count).toBe(1);
    const caseOnMine = await call('POST', 'diagnosis/', farmer, { crop: 'maize', farm: mine.id });
    expect(caseOnMine.statusCode).toBe(201);
    const caseOnTheirs = await call('POST', 'diagnosis/', farmer, { crop: 'maize', farm: theirs.id });
    expect(caseOnTheirs.statusCode).toBe(400);
    expect(caseOnTheirs.json()).toHaveProperty('farm');
    const moved = await call('PATCH', `diagnosis/${caseOnMine.json().id}/`, farmer, { farm: theirs.id });
    expect(moved.statusCode).toBe(400);
  });

  it('keeps the record a data manager registered from whoever signs up with its number', async () => {
    const registered = await call('POST', 'farmer/', manager, {
      first_name: 'Otieno',
      last_name: 'Odhiambo',
      phone_number: '0733 555 777',
    });
    const { body } = await import('../helpers/accounts.ts').then(({ register }) =>
      register(app, { phone_number: '0733555777', first_name: 'Otieno', last_name: 'Odhiambo' }),
    );
    const tokens = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/accounts/login/',
        payload: { username: body.phone_number, password: body.password },
      })
    ).json();
    // Claimed only with the code sent to the number (farmer-claim.test.ts).
    const own = await call('GET', 'farmer/', bearer(tokens.access));
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'farmer_claim_pending' });
    expect(JSON.stringify(own.json())).not.toContain(registered.json().id);
    expect((await call('GET', `farmer/${registered.json().id}/`, manager)).statusCode).toBe(200);
  });
});
