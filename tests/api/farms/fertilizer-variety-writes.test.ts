import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropVarietyInputSchema } from '../../../src/contract/crop-variety.ts';
import { varietySeeds } from '../../../src/server/agronomy/variety-data.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { dataManager, uploadCsv } from '../uploads/upload-helpers.ts';
import { apiCaller, restartSeeds } from './reference-requests.ts';

type Headers = Record<string, string>;
interface FertilizerAnswer {
  id: string;
  name: string;
  notes: string | null;
}
interface VarietyAnswer {
  id: string;
  crop: string;
  name: string;
  traits: string[];
}
interface CropVarietyAnswer {
  name: string;
  note: string;
  source: string;
}

describe('fertilizer/ and crop/variety/ written by data managers', () => {
  let app: FastifyInstance;
  let farmer: Headers;
  let manager: Headers;
  const call = apiCaller(() => app);
  const restart = () => restartSeeds(app);
  const fertilizerNamed = async (name: string) =>
    ((await call('GET', 'fertilizer/?page_size=100')).json().results as FertilizerAnswer[]).find(
      (fertilizer) => fertilizer.name === name,
    );
  const varietyNamed = async (crop: string, name: string) =>
    ((await call('GET', `crop/variety/?crop=${crop}&page_size=100`)).json().results as VarietyAnswer[]).find(
      (variety) => variety.name === name,
    );
  const cropVarieties = async (crop: string, lang = 'en') =>
    (await call('GET', `crop/${crop}/?lang=${lang}`)).json().varieties as CropVarietyAnswer[];

  beforeAll(async () => {
    app = await buildTestApp();
    farmer = bearer((await registeredAndSignedIn(app)).access);
    manager = await dataManager(app);
  });
  afterAll(() => app.close());

  describe('fertilizer/', () => {
    it('keeps a removed shipped product removed across a start, until it is added again', async () => {
      const asn = (await fertilizerNamed('ASN'))!;
      expect((await call('DELETE', `fertilizer/${asn.id}/`, farmer)).statusCode).toBe(403);
      expect((await call('DELETE', `fertilizer/${asn.id}/`, manager)).statusCode).toBe(204);
      await restart();
      expect(await fertilizerNamed('ASN')).toBeUndefined();
      expect((await call('GET', `fertilizer/${asn.id}/`)).statusCode).toBe(404);

      const { id: _id, ...values } = asn;
      const again = await call('POST', 'fertilizer/', manager, { ...values, notes: 'Stocked again' });
      expect(again.statusCode).toBe(201);
      await restart();
      expect(await fertilizerNamed('ASN')).toMatchObject({ id: again.json().id, notes: 'Stocked again' });
    });

    it('keeps a changed or renamed shipped product as changed across a start', async () => {
      const ssp = (await fertilizerNamed('SSP'))!;
      expect(
        (await call('PATCH', `fertilizer/${ssp.id}/`, manager, { notes: 'Also sold in 25 kg bags' }))
          .statusCode,
      ).toBe(200);
      const tsp = (await fertilizerNamed('TSP'))!;
      const renamed = await call('PATCH', `fertilizer/${tsp.id}/`, manager, { name: 'TSP (triple super)' });
      expect(renamed.statusCode).toBe(200);
      await restart();
      expect(await fertilizerNamed('SSP')).toMatchObject({ id: ssp.id, notes: 'Also sold in 25 kg bags' });
      expect(await fertilizerNamed('TSP (triple super)')).toMatchObject({ id: tsp.id });
      expect(await fertilizerNamed('TSP')).toBeUndefined();
    });

    it('keeps a product a CSV upload changed as uploaded across a start', async () => {
      const header = 'name,kind,grade,n,p2o5,k2o,other_nutrients,notes,source';
      const upload = await uploadCsv(
        app,
        'fertilizer',
        manager,
        `${header}\nCAN,inorganic,26-0-0,26,0,0,,Top-dress only,Agro-dealer label\nMavuno,inorganic,10-26-10,10,26,10,,,label\n`,
      );
      expect(upload.json()).toEqual({ created: 1, updated: 1, unchanged: 0, errors: [], encoding: 'utf-8' });
      await restart();
      expect(await fertilizerNamed('CAN')).toMatchObject({ notes: 'Top-dress only' });
      expect(await fertilizerNamed('Mavuno')).toBeDefined();
    });
  });

  describe('crop/variety/', () => {
    it('keeps a removed shipped variety removed across a start, and crop/ drops it at once', async () => {
      expect((await cropVarieties('potato')).map((variety) => variety.name)).toContain('Markies');
      const markies = (await varietyNamed('potato', 'Markies'))!;
      expect((await call('DELETE', `crop/variety/${markies.id}/`, farmer)).statusCode).toBe(403);
      expect((await call('DELETE', `crop/variety/${markies.id}/`, manager)).statusCode).toBe(204);
      expect((await cropVarieties('potato')).map((variety) => variety.name)).not.toContain('Markies');
      await restart();
      expect(await varietyNamed('potato', 'Markies')).toBeUndefined();
      expect((await cropVarieties('potato')).map((variety) => variety.name)).not.toContain('Markies');
    });

    it('ships only varieties a data manager could save back unchanged', () => {
      for (const variety of varietySeeds()) expect(cropVarietyInputSchema.parse(variety)).toEqual(variety);
    });

    it('keeps a changed or renamed shipped variety as changed across a start', async () => {
      const shangi = (await varietyNamed('potato', 'Shangi'))!;
      // "About 3.5–4 months"
      expect(shangi).toMatchObject({ maturity_days_min: 105, maturity_days_max: 120 });
      const { id: _id, ...values } = shangi;
      const changed = await call('PUT', `crop/variety/${shangi.id}/`, manager, {
        ...values,
        altitude_min_m: 1500,
        altitude_max_m: 2800,
        traits: ['Short dormancy', 'susceptible to late blight'],
      });
      expect(changed.statusCode).toBe(200);
      const robijn = (await varietyNamed('potato', 'Dutch Robijn'))!;
      const { id: _robijnId, ...robijnValues } = robijn;
      expect(
        (await call('PUT', `crop/variety/${robijn.id}/`, manager, { ...robijnValues, name: 'Robijn' }))
          .statusCode,
      ).toBe(200);
      await restart();
      expect(await varietyNamed('potato', 'Shangi')).toMatchObject({
        id: shangi.id,
        altitude_min_m: 1500,
        traits: ['Short dormancy', 'susceptible to late blight'],
      });
      expect(await varietyNamed('potato', 'Dutch Robijn')).toBeUndefined();
      const listed = await cropVarieties('potato');
      expect(listed.map((variety) => variety.name)).toEqual(expect.arrayContaining(['Robijn', 'Shangi']));
      expect(listed.find((variety) => variety.name === 'Shangi')!.note).toBe(
        'Short dormancy; susceptible to late blight',
      );
    });

    it('refuses a crop that does not exist with a translated field error', async () => {
      const variety = { crop: 'unicorn', name: 'Sparkle', source: 'KALRO' };
      const english = await call('POST', 'crop/variety/', manager, variety);
      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({ crop: [expect.stringMatching(/^We do not know this crop/)] });
      const swahili = await call('POST', 'crop/variety/', { ...manager, 'accept-language': 'sw' }, variety);
      expect(swahili.statusCode).toBe(400);
      expect(swahili.json()).toEqual({ crop: [expect.stringMatching(/^Hatulijui zao hili/)] });
      const nyota = (await varietyNamed('bean', 'Nyota'))!;
      const { id: _id, ...values } = nyota;
      const moved = await call('PUT', `crop/variety/${nyota.id}/`, manager, { ...values, crop: 'unicorn' });
      expect(moved.statusCode).toBe(400);
      expect(Object.keys(moved.json())).toEqual(['crop']);
      expect(await varietyNamed('bean', 'Nyota')).toMatchObject({ id: nyota.id });
    });

    it('lists an added variety under its crop in crop/ and crop/{id}/ at once', async () => {
      expect((await cropVarieties('bean')).map((variety) => variety.name)).not.toContain('KK 15');
      const added = await call('POST', 'crop/variety/', manager, {
        crop: 'bean',
        name: 'KK 15',
        traits: ['Resists root rot'],
        source: 'KALRO',
      });
      expect(added.statusCode).toBe(201);
      const kk15 = { name: 'KK 15', note: 'Resists root rot', source: 'KALRO' };
      expect(await cropVarieties('bean')).toContainEqual(kk15);
      const crops = (await call('GET', 'crop/?page_size=100')).json().results as {
        id: string;
        varieties: CropVarietyAnswer[];
      }[];
      expect(crops.find((crop) => crop.id === 'bean')!.varieties).toContainEqual(kk15);
      // Shipped notes read in Swahili; a data manager's own words as written.
      const swahili = await cropVarieties('bean', 'sw');
      expect(swahili).toContainEqual(kk15);
      expect(swahili.find((variety) => variety.name === 'Nyota')!.note).toBe('Aina ya mapema, siku 60–70');
      await restart();
      expect(await cropVarieties('bean')).toContainEqual(kk15);
    });

    it('keeps a variety a CSV upload changed as uploaded across a start, and refuses an unknown crop', async () => {
      const header =
        'crop,name,maturity_days_min,maturity_days_max,altitude_min_m,altitude_max_m,zones,traits,source';
      const bad = await uploadCsv(app, 'crop/variety', manager, `${header}\nunicorn,Sparkle,,,,,,,KALRO\n`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([expect.objectContaining({ row: 2, field: 'crop' })]);
      const upload = await uploadCsv(
        app,
        'crop/variety',
        manager,
        `${header}\nbean,Nyota,60,70,1000,1800,Western,Early;bean fly tolerant,KALRO\n`,
      );
      expect(upload.json()).toMatchObject({ updated: 1, errors: [] });
      await restart();
      expect(await varietyNamed('bean', 'Nyota')).toMatchObject({
        altitude_min_m: 1000,
        traits: ['Early', 'bean fly tolerant'],
      });
    });
  });
});
