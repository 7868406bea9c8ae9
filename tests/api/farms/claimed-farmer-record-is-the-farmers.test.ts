import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshPhone, login, register } from '../helpers/accounts.ts';
import { latestCodeTo } from '../helpers/sent-codes.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { dataManager, uploadCsv } from '../uploads/upload-helpers.ts';

type Headers = Record<string, string>;

/**
 * Finding 32: a data manager who registered a farmer could still change or delete that record, and its
 * farms, after the farmer had claimed it with their own account: an extension officer could rename a
 * signed-up farmer or wipe their farms. A claimed record is the farmer's; its registrar may still read it.
 */
describe('a claimed farmer record is no longer its data manager’s to change', () => {
  let app: FastifyInstance;
  let manager: Headers;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => app.inject({ method, url: `/api/v1/${url}`, headers, payload });

  /** A farmer and farm a data manager registered; with `claimed`, the farmer's account then claims them. */
  async function registered(claimed: boolean) {
    const phone = freshPhone();
    const record = (
      await call('POST', 'farmer/', manager, {
        first_name: 'Wanjiku',
        last_name: 'Kamau',
        phone_number: phone,
      })
    ).json();
    const farm = (
      await call('POST', 'farm/', manager, { name: 'Shamba', ward: '0676', farmer: record.id })
    ).json();
    if (!claimed) return { record, farm };
    await register(app, { phone_number: phone });
    const account = bearer((await login(app, phone)).json().access);
    await call('POST', 'farmer/claim/', account);
    const code = await latestCodeTo(app, phone);
    expect((await call('POST', 'farmer/claim/confirm/', account, { code })).statusCode).toBe(200);
    return { record, farm, account };
  }

  beforeAll(async () => {
    app = await buildTestApp();
    manager = await dataManager(app);
  });
  afterAll(() => app.close());

  it('lets the data manager read a claimed record and farm, and change or delete neither', async () => {
    const { record, farm, account } = await registered(true);
    expect((await call('GET', `farmer/${record.id}/`, manager)).statusCode).toBe(200);
    expect((await call('PATCH', `farmer/${record.id}/`, manager, { first_name: 'Someone' })).statusCode).toBe(
      404,
    );
    expect((await call('PATCH', `farm/${farm.id}/`, manager, { name: 'Taken' })).statusCode).toBe(404);
    expect((await call('DELETE', `farm/${farm.id}/`, manager)).statusCode).toBe(404);
    expect((await call('DELETE', `farmer/${record.id}/`, manager)).statusCode).toBe(404);
    const newFarm = await call('POST', 'farm/', manager, {
      name: 'Another',
      ward: '0676',
      farmer: record.id,
    });
    expect(newFarm.statusCode).toBe(400);

    // The farmer's own changes still go through, and nothing the data manager tried stuck.
    const renamed = await call('PATCH', `farm/${farm.id}/`, account!, { name: 'Shamba Yangu' });
    expect(renamed.statusCode).toBe(200);
    expect((await call('GET', `farmer/${record.id}/`, account!)).json()).toMatchObject({
      first_name: 'Wanjiku',
    });
    expect((await call('GET', 'farm/', account!)).json()).toMatchObject({
      count: 1,
      results: [{ name: 'Shamba Yangu' }],
    });
  });

  it('refuses a spreadsheet that would change a claimed record or its farms', async () => {
    const { record } = await registered(true);
    const phone = record.phone_number.replace(/^\+254/, '0');
    const farmers = await uploadCsv(
      app,
      'farmer',
      manager,
      `first_name,last_name,phone_number,gender,year_of_birth,ward,group_name\nSomeone,Else,${phone},,,,\n`,
    );
    expect(farmers.statusCode).toBe(400);
    expect(farmers.json().errors).toEqual([expect.objectContaining({ row: 2, field: 'phone_number' })]);
    const farms = await uploadCsv(
      app,
      'farm',
      manager,
      `farmer_phone_number,name,ward,latitude,longitude,altitude,area_acres,soil_type,irrigated,notes\n${phone},Shamba,0676,,,,9,,,\n`,
    );
    expect(farms.statusCode).toBe(400);
    expect(farms.json().errors).toEqual([expect.objectContaining({ row: 2, field: 'farmer_phone_number' })]);
  });

  it('leaves a record nobody has claimed the data manager’s to change and delete', async () => {
    const { record, farm } = await registered(false);
    expect((await call('PATCH', `farmer/${record.id}/`, manager, { first_name: 'Wambui' })).statusCode).toBe(
      200,
    );
    expect((await call('PATCH', `farm/${farm.id}/`, manager, { name: 'Mpya' })).statusCode).toBe(200);
    expect((await call('DELETE', `farmer/${record.id}/`, manager)).statusCode).toBe(204);
  });
});
