import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { dataManager } from '../uploads/upload-helpers.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { apiCaller } from './reference-requests.ts';

type Headers = Record<string, string>;
const KAPOMBOI = '0676'; // Trans Nzoia: the data pack has local maize rows
const KITISURU = '1366'; // Nairobi: it has none

describe('fertilizer/, crop/variety/ and nutrient/', () => {
  let app: FastifyInstance;
  let farmer: Headers;
  let manager: Headers;
  const call = apiCaller(() => app);

  beforeAll(async () => {
    app = await buildTestApp();
    farmer = bearer((await registeredAndSignedIn(app)).access);
    manager = await dataManager(app);
  });
  afterAll(() => app.close());

  it('lists the data pack’s fertilizers to anyone, with grades split into nutrients', async () => {
    const list = await call('GET', 'fertilizer/?search=DAP');
    expect(list.statusCode).toBe(200);
    expect(list.json().results).toEqual([
      expect.objectContaining({ name: 'DAP', kind: 'inorganic', grade: '18-46-0', n: 18, p2o5: 46, k2o: 0 }),
    ]);
    expect(
      (await call('GET', 'fertilizer/?kind=organic')).json().results.map((f: { name: string }) => f.name),
    ).toEqual(['FYM']);
  });

  it('lets data managers, and no one else, change fertilizers and varieties', async () => {
    const body = {
      name: 'Mavuno Planting',
      kind: 'inorganic',
      grade: '10-26-10',
      n: 10,
      p2o5: 26,
      k2o: 10,
      source: 'label',
    };
    expect((await call('POST', 'fertilizer/', farmer, body)).statusCode).toBe(403);
    expect((await call('POST', 'fertilizer/', {}, body)).statusCode).toBe(401);
    const created = await call('POST', 'fertilizer/', manager, body);
    expect(created.statusCode).toBe(201);
    expect((await call('POST', 'fertilizer/', manager, body)).statusCode).toBe(400);
    const changed = await call('PATCH', `fertilizer/${created.json().id}/`, manager, {
      notes: 'Sold in 50 kg bags',
    });
    expect(changed.json()).toMatchObject({ name: 'Mavuno Planting', notes: 'Sold in 50 kg bags' });
    expect((await call('DELETE', `fertilizer/${created.json().id}/`, manager)).statusCode).toBe(204);

    const variety = {
      crop: 'maize',
      name: 'DH04',
      maturity_days_min: 90,
      maturity_days_max: 120,
      traits: ['drought tolerant'],
      source: 'KALRO',
    };
    expect((await call('POST', 'crop/variety/', farmer, variety)).statusCode).toBe(403);
    const added = await call('POST', 'crop/variety/', manager, variety);
    expect(added.statusCode).toBe(201);
    const backwards = await call('POST', 'crop/variety/', manager, {
      ...variety,
      name: 'X',
      maturity_days_max: 10,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toHaveProperty('maturity_days_max');
    const found = await call('GET', 'crop/variety/?crop=maize&search=drought&max_maturity_days=120');
    expect(found.json().results.map((v: { name: string }) => v.name)).toContain('DH04');
  });

  it('lists the varieties crop/ has always shown, with maturity read from their notes', async () => {
    const beans = await call('GET', 'crop/variety/?crop=bean&search=nyota');
    expect(beans.json().results).toEqual([
      expect.objectContaining({ name: 'Nyota', maturity_days_min: 60, maturity_days_max: 70 }),
    ]);
  });

  it('answers a place’s own maize advice, or a similar area’s with a note', async () => {
    const local = await call('GET', `nutrient/?crop=maize&ward=${KAPOMBOI}&page_size=100`);
    expect(local.json()).toMatchObject({ scope: 'local', note: null });
    // Without a soil test: the "moderately fertile soils" rows, not every soil's.
    const regions = new Set(
      local.json().results.map((row: { region_or_soil: string }) => row.region_or_soil),
    );
    expect([...regions]).toEqual(['Trans Nzoia/Nandi/Uasin Gishu/Kericho - moderately fertile soils']);
    const general = await call('GET', `nutrient/?crop=maize&ward=${KITISURU}`, { 'accept-language': 'sw' });
    expect(general.json()).toMatchObject({ scope: 'general', note: expect.stringContaining('jumla') });
    expect(general.json().count).toBeGreaterThan(0);
    // Nairobi has no rows of its own: the central highlands' stand in.
    expect(
      general
        .json()
        .results.every((row: { region_or_soil: string }) => row.region_or_soil.includes('Central')),
    ).toBe(true);
    expect((await call('GET', 'nutrient/?crop=maize&ward=9999')).statusCode).toBe(400);
  });

  it('works out the quantities for a farm: kg and 50 kg bags', async () => {
    const farm = (
      await call('POST', 'farm/', farmer, { name: 'Kapomboi', ward: KAPOMBOI, area_acres: 2.5 })
    ).json();
    const advice = await call(
      'GET',
      `nutrient/?farm=${farm.id}&crop=maize&stage=planting&page_size=100`,
      farmer,
    );
    expect(advice.json().scope).toBe('local');
    const dap = advice.json().results.find((row: { fertilizer: string }) => row.fertilizer === 'DAP');
    expect(dap.quantity).toEqual({
      area_acres: 2.5,
      kg: Math.round(dap.rate_kg_per_acre * 2.5 * 10) / 10,
      bags_50kg: Math.round(((dap.rate_kg_per_acre * 2.5) / 50) * 10) / 10,
    });
    expect((await call('GET', `nutrient/?farm=${farm.id}&crop=maize`, manager)).statusCode).toBe(404);
    const unsized = (await call('POST', 'farm/', farmer, { name: 'Bila ukubwa', ward: KAPOMBOI })).json();
    const noSize = await call('GET', `nutrient/?farm=${unsized.id}&crop=maize`, farmer);
    expect(noSize.json().note).toMatch(/size/);
    expect(noSize.json().results[0].quantity).toBeNull();
  });
});
