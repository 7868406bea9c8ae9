import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';

const now = new Date('2026-11-23T07:00:00Z');

describe('plantinginfo/', () => {
  let app: FastifyInstance;
  let mine: Record<string, string>;
  let theirs: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp({}, { clock: () => now });
    mine = bearer((await registeredAndSignedIn(app)).access);
    theirs = bearer((await registeredAndSignedIn(app)).access);
  });
  afterAll(() => app.close());
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    headers = mine,
    payload?: object,
  ) => app.inject({ method, url: `/api/v1/plantinginfo/${url}`, headers, payload });
  const beans = { crop: 'bean', county_id: '016', subcounty_id: '080', planted_on: '2026-10-20' };

  it('keeps a planting for a signed-in farmer, with the season the calendar gives', async () => {
    const created = await call('POST', '', mine, { ...beans, farm_name: 'Shamba la juu', area_acres: 1.5 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      ...beans,
      ward_id: null,
      season: 'short_rains',
      farm_name: 'Shamba la juu',
      area_acres: 1.5,
    });
    const read = await call('GET', `${created.json().id}/`);
    expect(read.json()).toEqual(created.json());
  });

  it('is for signed-in users only', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/v1/plantinginfo/' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'not_authenticated' });
  });

  it("shows, changes and deletes only the owner's plantings", async () => {
    const id = (await call('POST', '', mine, beans)).json().id;
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await call(
        method,
        `${id}/`,
        theirs,
        method === 'PATCH' ? { farm_name: 'x' } : undefined,
      );
      expect(response.statusCode, method).toBe(404);
    }
    expect((await call('GET', '', theirs)).json().count).toBe(0);
    const changed = await call('PATCH', `${id}/`, mine, { planted_on: '2026-03-20' });
    expect(changed.json()).toMatchObject({ planted_on: '2026-03-20', season: 'long_rains' });
    const replaced = await call('PUT', `${id}/`, mine, {
      crop: 'maize',
      county_id: '032',
      planted_on: '2026-03-05',
    });
    expect(replaced.json()).toMatchObject({ crop: 'maize', county_id: '032', subcounty_id: null });
    expect((await call('DELETE', `${id}/`)).statusCode).toBe(204);
    expect((await call('GET', `${id}/`)).statusCode).toBe(404);
  });

  it('pages the list, newest planting first, and filters by farm', async () => {
    const headers = bearer((await registeredAndSignedIn(app)).access);
    for (const [day, farm] of [
      ['2026-03-01', 'A'],
      ['2026-03-09', 'B'],
      ['2026-03-05', 'A'],
    ]) {
      await call('POST', '', headers, { ...beans, planted_on: day, farm_name: farm });
    }
    const first = (await call('GET', '?page_size=2', headers)).json();
    expect(first.count).toBe(3);
    expect(first.results.map((p: { planted_on: string }) => p.planted_on)).toEqual([
      '2026-03-09',
      '2026-03-05',
    ]);
    expect(first.next).toMatch(/page=2/);
    const farmA = (await call('GET', '?farm_name=A', headers)).json();
    expect(farmA.count).toBe(2);
  });

  it('refuses places that do not nest and dates far off, with translated field errors', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/plantinginfo/',
      headers: { ...mine, 'accept-language': 'sw' },
      payload: { ...beans, subcounty_id: '001', ward_id: '0001', planted_on: '2031-01-01' },
    });
    expect(wrong.statusCode).toBe(400);
    const body = wrong.json();
    expect(Object.keys(body).sort()).toEqual(['planted_on', 'subcounty_id', 'ward_id']);
    expect(body.subcounty_id[0]).toMatch(/chagua tena/);
    const missing = await call('POST', '', mine, { crop: 'bean' });
    expect(Object.keys(missing.json()).sort()).toEqual(['county_id', 'planted_on']);
    const unknownCounty = await call('POST', '', mine, { ...beans, county_id: '099', subcounty_id: null });
    expect(unknownCounty.json()).toEqual({
      county_id: ['We do not know this place. Choose it from the list.'],
    });
  });
});
