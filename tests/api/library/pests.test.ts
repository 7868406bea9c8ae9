import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app.ts';

describe('pest/: the plant health library', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
  const json = async (url: string, headers: Record<string, string> = {}) => (await get(url, headers)).json();
  const slugs = (list: { results: { slug: string }[] }) => list.results.map((entry) => entry.slug);

  it('lists every entry, paged the same way as every other list', async () => {
    const all = await json('pest/?page_size=100');
    expect(all.count).toBe(70);
    const first = await json('pest/?page_size=20');
    expect(first.results).toHaveLength(20);
    expect(first.next).toMatch(/\/api\/v1\/pest\/\?page_size=20&page=2$/);
    expect(first.results[0]).toMatchObject({
      slug: expect.any(String),
      name: expect.any(String),
      lang: 'en',
    });
  });

  it('reads one entry by slug or by another crop’s classifier slug, in the language asked for', async () => {
    const en = await json('pest/maize-fall-armyworm/');
    expect(en).toMatchObject({
      slug: 'maize-fall-armyworm',
      name: 'Fall armyworm',
      lang: 'en',
      kind: 'pest',
    });
    expect(en.scientific_name).toBe('Spodoptera frugiperda');
    const sw = await json('pest/maize-fall-armyworm/?lang=sw');
    expect(sw).toMatchObject({ name: 'Viwavijeshi vamizi', lang: 'sw' });
    const byHeader = await json('pest/tomato-late-blight/', { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.5' });
    expect(byHeader).toMatchObject({ slug: 'potato-late-blight', name: 'Baa chelewa (baridi)', lang: 'sw' });
  });

  it('answers an unknown slug with a translated 404 and a bad filter with a field error', async () => {
    const missing = await get('pest/banana-snow-blight/', { 'accept-language': 'sw' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toEqual(expect.any(String));
    const bad = await get('pest/?kind=virus');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['kind']);
  });

  it('filters by crop and kind', async () => {
    const coffee = await json('pest/?crop=coffee&page_size=100');
    expect(slugs(coffee)).toEqual(
      expect.arrayContaining(['coffee-leaf-rust', 'coffee-berry-disease', 'coffee-healthy']),
    );
    expect(coffee.results.every((entry: { crops: string[] }) => entry.crops.includes('coffee'))).toBe(true);
    const healthy = await json('pest/?kind=healthy&page_size=100');
    expect(healthy.count).toBe(6);
    const weeds = await json('pest/?kind=weed&crop=maize');
    expect(slugs(weeds)).toEqual(['striga']);
  });

  it('finds entries however the name is typed, in English or Swahili', async () => {
    const cases: [string, string][] = [
      ['fall armyworm', 'maize-fall-armyworm'],
      ['armywrom', 'maize-fall-armyworm'],
      ['viwavi jeshi kwenye mahindi', 'maize-fall-armyworm'],
      ['Baa Chelewa', 'potato-late-blight'],
      ['kiduha', 'striga'],
      ['Tuta', 'tuta-absoluta'],
      ['vidukari', 'aphids'],
      ['inzi weupe', 'whiteflies'],
      ['Spodoptera', 'maize-fall-armyworm'],
      ['coffee rust', 'coffee-leaf-rust'],
    ];
    for (const [search, slug] of cases) {
      const found = await json(`pest/?search=${encodeURIComponent(search)}`);
      expect(slugs(found)[0], search).toBe(slug);
    }
    expect((await json('pest/?search=xylophone')).count).toBe(0);
  });
});
