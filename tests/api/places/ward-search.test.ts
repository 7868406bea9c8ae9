import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ward } from '../../../src/contract/places.ts';
import { buildTestApp } from '../helpers/test-app.ts';

/**
 * `ward/?search=` for a data manager filling a farmer spreadsheet (issue 38 §6): they know the
 * subcounty or county more often than the ward's spelling, so wards also match by those names.
 */
describe('ward/?search= by ward, subcounty or county name', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  const search = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/v1/ward/?${query}` });
    expect(response.statusCode, query).toBe(200);
    return response.json() as { count: number; next: string | null; results: Ward[] };
  };
  const names = (page: { results: Ward[] }) => page.results.map((ward) => ward.name);

  it("finds a subcounty's wards by the subcounty's name, the ward named by it first", async () => {
    const kathiani = await search('search=Kathiani');
    expect(names(kathiani)).toEqual([
      'Kathiani Central',
      'Lower Kaewa/Kaani',
      'Mitaboni',
      'Upper Kaewa/Iveti',
    ]);
    expect(kathiani.results.every((ward) => ward.subcounty_id === '079')).toBe(true);
  });

  it("finds a county's wards by the county's name: ward name, then subcounty, then county", async () => {
    const machakos = await search('search=Machakos&page_size=100');
    expect(machakos.count).toBe(40);
    expect(machakos.results.every((ward) => ward.county_id === '016')).toBe(true);
    expect(machakos.results[0]?.name).toBe('Machakos Central');
    // Machakos Town's other wards, matched by their subcounty, before those matched only by county.
    expect(machakos.results.slice(1, 7).every((ward) => ward.subcounty_id === '081')).toBe(true);
    expect(machakos.results.slice(7).some((ward) => ward.subcounty_id === '081')).toBe(false);
  });

  it('ranks a ward named by the term before wards matched only by their county', async () => {
    const narok = await search('search=narok&page_size=100');
    expect(narok.count).toBe(31); // Narok's 30 wards and Maunarok
    // Narok Town starts with the term; Maunarok, in Nakuru county, contains it.
    expect(narok.results.slice(0, 2).map((ward) => [ward.name, ward.county_id])).toEqual([
      ['Narok Town', '033'],
      ['Maunarok', '032'],
    ]);
    const ranks = narok.results.map((ward) =>
      ward.name.toLowerCase().includes('narok') ? 0 : ['177', '178'].includes(ward.subcounty_id) ? 2 : 1,
    );
    expect(ranks).toEqual([...ranks].sort());
    expect(ranks.slice(-10)).toEqual(Array(10).fill(2));
  });

  it('ignores case and the words "county" and "subcounty"', async () => {
    const expected = names(await search('search=Kathiani'));
    for (const typed of ['KATHIANI', 'kathiani', 'Kathiani Sub County', 'kaunti ya MACHAKOS']) {
      const found = await search(`search=${encodeURIComponent(typed)}&page_size=100`);
      if (typed.toLowerCase().includes('machakos')) expect(found.count, typed).toBe(40);
      else expect(names(found), typed).toEqual(expected);
    }
  });

  it('pages the ranked list without losing or repeating a ward', async () => {
    const whole = await search('search=Machakos&page_size=100');
    expect(whole.count).toBe(40);
    const pages = [];
    for (let page = 1; page <= 4; page += 1)
      pages.push(...names(await search(`search=Machakos&page_size=10&page=${page}`)));
    expect(pages).toEqual(names(whole));
    expect((await search('search=Machakos&page_size=10&page=4')).next).toBeNull();
  });

  it('keeps the parent filters: a fixed subcounty or county narrows, its own name no longer widens', async () => {
    // The chat's ward picker: inside Kathiani, "kathiani" is Kathiani Central, not all four wards.
    expect(names(await search('subcounty=079&search=kathiani'))).toEqual(['Kathiani Central']);
    expect(names(await search('subcounty=079&search=kaewa'))).toEqual([
      'Lower Kaewa/Kaani',
      'Upper Kaewa/Iveti',
    ]);
    const inMachakos = await search('county=016&search=machakos&page_size=100');
    expect(names(inMachakos)[0]).toBe('Machakos Central');
    expect(inMachakos.results.every((ward) => ward.subcounty_id === '081')).toBe(true);
    expect(inMachakos.count).toBe(7);
    expect((await search('county=032&search=kathiani')).count).toBe(0);
  });

  it('answers a term that names nothing with an empty list', async () => {
    expect(await search('search=Qwertyzx')).toMatchObject({ count: 0, next: null, results: [] });
  });
});
