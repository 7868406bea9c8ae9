import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app.ts';

describe('pest/bundle/, pesticide/ and crop/', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });

  it('serves the whole library per language as one versioned bundle, and 304 when it has not changed', async () => {
    const en = await get('pest/bundle/?lang=en');
    const sw = await get('pest/bundle/?lang=sw');
    expect(en.statusCode).toBe(200);
    expect(en.json()).toMatchObject({
      lang: 'en',
      count: 70,
      version: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(sw.json().entries.find((entry: { slug: string }) => entry.slug === 'striga').name).toBe('Kiduha');
    expect(sw.json().version).not.toBe(en.json().version);
    expect((await get('pest/bundle/?lang=en')).json().version).toBe(en.json().version);
    const again = await get('pest/bundle/?lang=en', { 'if-none-match': en.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('lists active ingredients with hazard class, pre-harvest interval and Kenyan status', async () => {
    const all = (await get('pesticide/?page_size=100')).json();
    expect(all.count).toBe(78);
    const withdrawn = (await get('pesticide/?status=withdrawn&page_size=100')).json();
    expect(withdrawn.results.map((row: { slug: string }) => row.slug).sort()).toEqual(
      [
        'acephate',
        'chlorothalonil',
        'chlorpyrifos',
        'diuron',
        'propineb',
        'pymetrozine',
        'thiacloprid',
      ].sort(),
    );
    const emamectin = (await get('pesticide/emamectin-benzoate/')).json();
    expect(emamectin).toMatchObject({
      active_ingredient: 'emamectin benzoate',
      who_class: 'II',
      phi_days: { min: 3, max: 14 },
      kenya_status: 'commonly_registered',
    });
    const abamectin = (await get('pesticide/abamectin/')).json();
    expect(abamectin).toMatchObject({
      kenya_status: 'restricted',
      status_detail: 'not_open_field',
      who_class_verify: true,
    });
    expect((await get('pesticide/?search=armyworm')).json().results.length).toBeGreaterThan(3);
    expect((await get('pesticide/dragon-dust/')).statusCode).toBe(404);
  });

  it('lists crops with names in both languages and varieties from the data', async () => {
    const crops = (await get('crop/?page_size=100&lang=sw')).json();
    expect(crops.count).toBe(37);
    const potato = crops.results.find((crop: { id: string }) => crop.id === 'potato');
    expect(potato).toMatchObject({ name: 'Viazi', names: { en: 'Irish potato', sw: 'Viazi' } });
    expect(potato.varieties.map((variety: { name: string }) => variety.name)).toContain('Shangi');
    expect(potato.entry_count).toBeGreaterThan(5);
    expect((await get('crop/?search=mahindi')).json().results[0].id).toBe('maize');
  });
});
