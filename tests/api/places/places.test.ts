import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app.ts';

describe('county/, subcounty/ and ward/', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  const get = async (url: string) => (await app.inject({ method: 'GET', url: `/api/v1/${url}` })).json();

  it('holds all 47 counties, 290 subcounties and 1,450 wards with their IEBC codes', async () => {
    expect((await get('county/')).count).toBe(47);
    expect((await get('subcounty/')).count).toBe(290);
    expect((await get('ward/')).count).toBe(1450);
    expect(await get('county/032/')).toMatchObject({ id: '032', name: 'Nakuru', iso_3166_2: 'KE-32' });
  });

  it('pages lists the same way everywhere, with absolute links', async () => {
    const first = await get('ward/?page_size=100');
    expect(first.results).toHaveLength(100);
    expect(first.previous).toBeNull();
    expect(first.next).toMatch(/^http:\/\/.+\/api\/v1\/ward\/\?page_size=100&page=2$/);
    const last = await get('ward/?page_size=100&page=15');
    expect(last.results).toHaveLength(50);
    expect(last.next).toBeNull();
  });

  it('finds places however the name is typed', async () => {
    for (const search of ["Murang'a", 'muranga', 'Kaunti ya Murang’a', 'MURANGA county']) {
      const found = await get(`county/?search=${encodeURIComponent(search)}`);
      expect(
        found.results.map((c: { name: string }) => c.name),
        search,
      ).toEqual(["Murang'a"]);
    }
  });

  it('filters by parent: the subcounties of a county and the wards of a subcounty', async () => {
    const machakos = await get('subcounty/?county=016&page_size=100');
    expect(machakos.count).toBe(8);
    expect(machakos.results.every((s: { county_id: string }) => s.county_id === '016')).toBe(true);
    const first = machakos.results[0];
    const wards = await get(`ward/?subcounty=${first.id}`);
    expect(wards.count).toBeGreaterThan(0);
    expect(wards.results.every((w: { subcounty_id: string }) => w.subcounty_id === first.id)).toBe(true);
  });

  it('finds the county nearest to a point, for "use my location"', async () => {
    const towns = {
      Nakuru: [-0.303, 36.08],
      Kisumu: [-0.092, 34.768],
      Mombasa: [-4.043, 39.668],
      Nyeri: [-0.42, 36.95],
    };
    for (const [county, [latitude, longitude]] of Object.entries(towns)) {
      const found = await get(`county/nearest/?latitude=${latitude}&longitude=${longitude}`);
      expect(found.county.name, county).toBe(county);
      expect(found.distance_km).toBeGreaterThanOrEqual(0);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/county/nearest/?latitude=95&longitude=36' }))
        .statusCode,
    ).toBe(400);
  });

  it('answers an unknown code with 404 and a bad one with a field error', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/county/099/' })).statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: '/api/v1/ward/?county=Nakuru' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['county']);
    expect((await app.inject({ method: 'GET', url: '/api/v1/ward/?page_size=1000' })).statusCode).toBe(400);
  });
});
