import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteCrop } from '../../../src/server/services/library/crop-repository.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { dataManager } from '../uploads/upload-helpers.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { apiCaller, restartSeeds } from './reference-requests.ts';

type Headers = Record<string, string>;
interface CropAnswer {
  id: string;
  name: string;
  varieties: unknown[];
  entry_count: number;
}
interface NutrientAnswer {
  id: string;
  crop: string;
  fertilizer: string;
  timing_method: string | null;
  timing_method_sw: string | null;
  region_or_soil_sw: string | null;
  source_sw: string | null;
}
const ELBURGON = '0827'; // Nakuru
const MISSING = '00000000-0000-4000-8000-00000000dead';

describe('crop/ and nutrient/ written by data managers', () => {
  let app: FastifyInstance;
  let farmer: Headers;
  let manager: Headers;
  const call = apiCaller(() => app);
  const restart = () => restartSeeds(app);

  beforeAll(async () => {
    app = await buildTestApp();
    farmer = bearer((await registeredAndSignedIn(app)).access);
    manager = await dataManager(app);
  });
  afterAll(() => app.close());

  describe('crop/', () => {
    const tea = { id: 'tea', names: { en: 'Tea', sw: 'Chai' } };

    it('is added by a data manager only, and listed and shown like the shipped crops', async () => {
      expect((await call('POST', 'crop/', {}, tea)).statusCode).toBe(401);
      expect((await call('POST', 'crop/', farmer, tea)).statusCode).toBe(403);
      const added = await call('POST', 'crop/?lang=sw', manager, tea);
      expect(added.statusCode).toBe(201);
      expect(added.json()).toEqual({
        id: 'tea',
        name: 'Chai',
        names: { en: 'Tea', sw: 'Chai' },
        varieties: [],
        entry_count: 0,
      });
      const list = (await call('GET', 'crop/?page_size=100')).json();
      expect(list.count).toBe(38);
      expect(list.results.at(-1)).toMatchObject({ id: 'tea', name: 'Tea' });
      expect((await call('GET', 'crop/?search=chai')).json().results[0].id).toBe('tea');
      expect((await call('GET', 'crop/tea/', { 'accept-language': 'sw' })).json().name).toBe('Chai');
      const maize = (await call('GET', 'crop/maize/')).json();
      expect(maize).toMatchObject({ id: 'maize', name: 'Maize', names: { sw: 'Mahindi' } });
      expect(maize.varieties.length).toBeGreaterThan(3);
      expect((await call('GET', 'crop/no-such-crop/')).statusCode).toBe(404);
    });

    it('refuses a taken id, a bad id and missing names with translated field errors', async () => {
      const taken = await call('POST', 'crop/', { ...manager, 'accept-language': 'sw' }, tea);
      expect(taken.statusCode).toBe(400);
      expect(taken.json().id[0]).toMatch(/Tayari kuna zao/);
      const bad = await call('POST', 'crop/', manager, { id: 'Green Gram', names: { en: 'Green gram' } });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json()).sort()).toEqual(['id', 'names.sw']);
      expect(bad.json()['names.sw']).toEqual(['This field is required.']);
      const variety = await call('POST', 'crop/', manager, { id: 'variety', names: tea.names });
      expect(variety.statusCode).toBe(400);
    });

    it('is renamed with PUT or PATCH, keeping its varieties, and a start keeps the change', async () => {
      expect((await call('PATCH', 'crop/maize/', farmer, { names: { en: 'Corn' } })).statusCode).toBe(403);
      const patched = await call('PATCH', 'crop/maize/', manager, { names: { en: 'Maize (corn)' } });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({ name: 'Maize (corn)', names: { sw: 'Mahindi' } });
      expect(patched.json().varieties.length).toBeGreaterThan(3);
      const put = await call('PUT', 'crop/tea/', manager, {
        names: { en: 'Tea', sw: 'Majani chai' },
        rank: 2,
      });
      expect(put.json()).toMatchObject({ names: { sw: 'Majani chai' } });
      await restart();
      expect((await call('GET', 'crop/maize/')).json().name).toBe('Maize (corn)');
      const list = (await call('GET', 'crop/?page_size=100')).json().results as CropAnswer[];
      expect(list.slice(0, 3).map((crop) => crop.id)).toEqual(['maize', 'bean', 'tea']);
      expect((await call('PUT', 'crop/no-such-crop/', manager, { names: tea.names })).statusCode).toBe(404);
      expect((await call('PATCH', 'crop/no-such-crop/', manager, { rank: 3 })).statusCode).toBe(404);
    });

    it('is not removed while anything names it: a 409 says what, in the reader’s language', async () => {
      const inUse = await call('DELETE', 'crop/maize/', { ...manager, 'accept-language': 'sw' });
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json()).toMatchObject({ code: 'crop_in_use' });
      expect(inUse.json().detail).toMatch(
        /^Zao hili bado linatumika: aina \d+ za mbegu, ushauri \d+ wa mbolea/,
      );
      expect(inUse.json().detail).toMatch(/vipengele \d+ vya maktaba/);
      const english = await call('DELETE', 'crop/maize/', manager);
      expect(english.json().detail).toMatch(/varieties, \d+ fertilizer recommendations/);
      expect((await call('GET', 'crop/maize/')).statusCode).toBe(200);
      await call('POST', 'crop/variety/', manager, { crop: 'tea', name: 'TRFK 306', source: 'KALRO-TRI' });
      const teaInUse = await call('DELETE', 'crop/tea/', manager);
      expect(teaInUse.statusCode).toBe(409);
      expect(teaInUse.json().detail).toContain('1 variety');
    });

    it('is removed when nothing names it, and a start does not bring a shipped crop back', async () => {
      expect((await call('DELETE', 'crop/sisal/', manager)).statusCode).toBe(404);
      await call('POST', 'crop/', manager, { id: 'sisal', names: { en: 'Sisal', sw: 'Mkonge' } });
      expect((await call('GET', 'crop/?search=mkonge')).json().count).toBe(1);
      expect((await call('DELETE', 'crop/sisal/', farmer)).statusCode).toBe(403);
      expect((await call('DELETE', 'crop/sisal/', manager)).statusCode).toBe(204);
      expect((await call('GET', 'crop/sisal/')).statusCode).toBe(404);
      expect((await call('GET', 'crop/?search=mkonge')).json().count).toBe(0);
      // Every shipped crop has library entries, so the API refuses them all; the removal itself is
      // what must outlast a start.
      await deleteCrop(app.database.db, 'pasture');
      await restart();
      expect((await call('GET', 'crop/pasture/')).statusCode).toBe(404);
      const again = { id: 'pasture', names: { en: 'Pasture', sw: 'Malisho' } };
      expect((await call('POST', 'crop/', manager, again)).statusCode).toBe(201);
      await restart();
      expect((await call('GET', 'crop/pasture/')).json().names).toEqual(again.names);
    });
  });

  describe('nutrient/', () => {
    const row = {
      crop: 'maize',
      region_or_soil: 'Nakuru highlands',
      region_or_soil_sw: 'Nyanda za juu za Nakuru',
      counties: ['032'],
      stage: 'top-dress',
      fertilizer: 'CAN',
      rate_kg_per_acre: 50,
      timing_method: 'at knee height',
      timing_method_sw: 'mahindi yakifika goti',
      source: 'County extension office',
      source_sw: 'Ofisi ya ugani ya kaunti',
      confidence: 'medium',
    };

    it('gives every shipped row Swahili beside its own words', async () => {
      const rows = (await call('GET', 'nutrient/?page_size=100')).json().results as NutrientAnswer[];
      expect(rows.length).toBeGreaterThan(50);
      for (const shipped of rows) {
        expect(shipped.region_or_soil_sw).toBeTruthy();
        expect(shipped.source_sw).toBeTruthy();
        expect(shipped.timing_method_sw === null).toBe(shipped.timing_method === null);
      }
    });

    it('is added by a data manager only, taking the product’s grade and working out the rate per hectare', async () => {
      expect((await call('POST', 'nutrient/', {}, row)).statusCode).toBe(401);
      expect((await call('POST', 'nutrient/', farmer, row)).statusCode).toBe(403);
      const added = await call('POST', 'nutrient/', manager, row);
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({
        ...row,
        grade: '26-0-0',
        rate_kg_per_ha: 123.6,
        option_group: null,
        quantity: null,
      });
      const nakuru = await call('GET', `nutrient/?crop=maize&ward=${ELBURGON}&stage=top-dress`);
      expect(nakuru.json()).toMatchObject({ scope: 'local', count: 1 });
      expect(nakuru.json().results[0].id).toBe(added.json().id);
      expect((await call('GET', `nutrient/${added.json().id}/`)).json().timing_method_sw).toBe(
        'mahindi yakifika goti',
      );
    });

    it('refuses bad rows with every problem at once, translated', async () => {
      const bad = await call(
        'POST',
        'nutrient/',
        { ...manager, 'accept-language': 'sw' },
        { ...row, crop: 'unicorn', fertilizer: 'Magic Grow', counties: ['032', '099'] },
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        crop: [expect.stringMatching(/Hatulijui zao hili/)],
        fertilizer: [expect.stringMatching(/Hatuijui mbolea hii/)],
        counties: [expect.stringMatching(/namba ya kaunti/)],
      });
      const shape = await call('POST', 'nutrient/', manager, {
        ...row,
        rate_kg_per_acre: 0,
        stage: 'harvest',
      });
      expect(shape.statusCode).toBe(400);
      expect(Object.keys(shape.json()).sort()).toEqual(['rate_kg_per_acre', 'stage']);
      expect(shape.json().rate_kg_per_acre).toEqual(['Give a number above 0.']);
      const english = await call('POST', 'nutrient/', manager, { ...row, timing_method_sw: null });
      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({ timing_method_sw: [expect.stringMatching(/Swahili too/)] });
      expect((await call('POST', 'nutrient/', manager, { ...row, rate_kg_per_acre: -5 })).statusCode).toBe(
        400,
      );
    });

    it('is changed with PATCH or PUT; a start keeps the change', async () => {
      const shipped = (
        (await call('GET', 'nutrient/?crop=maize&page_size=100')).json().results as NutrientAnswer[]
      ).find((candidate) => candidate.timing_method !== null)!;
      expect((await call('PATCH', `nutrient/${shipped.id}/`, farmer, { notes: 'x' })).statusCode).toBe(403);
      const patched = await call('PATCH', `nutrient/${shipped.id}/`, manager, {
        timing_method_sw: 'Weka shimoni, changanya na udongo',
        rate_kg_per_acre: 40,
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({
        timing_method: shipped.timing_method,
        timing_method_sw: 'Weka shimoni, changanya na udongo',
        rate_kg_per_acre: 40,
        rate_kg_per_ha: 98.8,
      });
      const unpaired = await call('PATCH', `nutrient/${shipped.id}/`, manager, { timing_method: null });
      expect(unpaired.statusCode).toBe(400);
      expect(unpaired.json()).toHaveProperty('timing_method');
      await restart();
      expect((await call('GET', `nutrient/${shipped.id}/`)).json()).toMatchObject({
        timing_method_sw: 'Weka shimoni, changanya na udongo',
        rate_kg_per_acre: 40,
      });
      const put = await call('PUT', `nutrient/${shipped.id}/`, manager, row);
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({ ...row, id: shipped.id, option_group: null });
      expect((await call('PUT', `nutrient/${MISSING}/`, manager, row)).statusCode).toBe(404);
      expect((await call('PATCH', `nutrient/${MISSING}/`, manager, { notes: 'x' })).statusCode).toBe(404);
      expect((await call('GET', `nutrient/${MISSING}/`)).statusCode).toBe(404);
    });

    it('is removed for good: a start does not bring a shipped row back', async () => {
      const [shipped] = (await call('GET', 'nutrient/?crop=potato')).json().results as NutrientAnswer[];
      expect((await call('DELETE', `nutrient/${shipped!.id}/`, farmer)).statusCode).toBe(403);
      expect((await call('DELETE', `nutrient/${shipped!.id}/`, manager)).statusCode).toBe(204);
      expect((await call('DELETE', `nutrient/${shipped!.id}/`, manager)).statusCode).toBe(404);
      await restart();
      expect((await call('GET', `nutrient/${shipped!.id}/`)).statusCode).toBe(404);
    });
  });

  it('PATCH fertilizer/ changes only the fields it is given', async () => {
    const [dap] = (await call('GET', 'fertilizer/?search=DAP')).json().results;
    const patched = await call('PATCH', `fertilizer/${dap.id}/`, manager, { notes: 'Sold in 50 kg bags' });
    expect(patched.json()).toEqual({ ...dap, notes: 'Sold in 50 kg bags' });
  });
});
