import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmerInputSchema } from '../../../src/contract/farmer.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { dataManager, phones, uploadCsv } from './upload-helpers.ts';

const FARMER_HEADER = 'first_name,last_name,phone_number,gender,year_of_birth,ward,group_name';
/** The genders the contract allows, read from the schema that checks them. */
const GENDERS = farmerInputSchema.shape.gender.unwrap().unwrap().options.join(', ');

/** Issue 38 §6: a refused cell names its row, column, the value received and the rule it broke. */
describe('upload rules in errors and templates', () => {
  let app: FastifyInstance;
  let manager: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp();
    manager = await dataManager(app);
  });
  afterAll(() => app.close());

  it('names row, column, value and rule for a bad ward code and a bad enumerated value', async () => {
    const [a, b] = phones(2, 3800);
    const csv = `${FARMER_HEADER}\nAkinyi,Otieno,${a},female,1985,676,\nBaraka,Mwangi,${b},robot,1990,0676,\n`;
    const answer = (await uploadCsv(app, 'farmer', manager, csv)).json();
    expect(answer.errors).toEqual([
      {
        row: 2,
        field: 'ward',
        value: '676',
        detail: expect.stringMatching(/4-digit code, like 0676.*ward\/\?search=/),
      },
      { row: 3, field: 'gender', value: 'robot', detail: `Use one of: ${GENDERS}.` },
    ]);
  });

  it('states the rule in Swahili when asked in Swahili', async () => {
    const [a] = phones(1, 3810);
    const csv = `${FARMER_HEADER}\nAkinyi,Otieno,${a},robot,1985,0676,\n`;
    const answer = (await uploadCsv(app, 'farmer', { ...manager, 'accept-language': 'sw' }, csv)).json();
    expect(answer.errors).toEqual([
      { row: 2, field: 'gender', value: 'robot', detail: expect.stringContaining(GENDERS) },
    ]);
    expect(answer.errors[0].detail).not.toMatch(/Use one of/);
  });

  it('lists every column rule in the template: ward code with its lookup, and the allowed values', async () => {
    const template = (await app.inject({ method: 'GET', url: '/api/v1/upload/farmer/template/' })).body;
    expect(template).toContain(`gender: Use one of: ${GENDERS}.`);
    expect(template).toMatch(/ward: .*4-digit code.*ward\/\?search=/);
    const fertilizer = (await app.inject({ method: 'GET', url: '/api/v1/upload/fertilizer/template/' })).body;
    expect(fertilizer).toMatch(/kind: .*Use one of: /);
  });

  it('names the crop lookup wherever a column takes crop ids', async () => {
    const template = async (kind: string) =>
      (await app.inject({ method: 'GET', url: `/api/v1/upload/${kind}/template/` })).body;
    expect(await template('crop/variety')).toMatch(
      /crop: Required\. A crop id, like maize .*\/api\/v1\/crop\//,
    );
    expect(await template('pest')).toMatch(
      /crops_affected: .*crop id.*\/api\/v1\/crop\/.*Separate several items with ;/,
    );
  });
});
