import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbreakWeekOf } from '../../../src/contract/outbreak-week.ts';
import { buildClassifyApp } from '../diagnosis/support/classify-app.ts';
import { staffMember } from '../staff/support/case-photos.ts';
import { reviewedCase as caseReviewed } from './support/reviewed-case.ts';

/** Port Reitz ward (0001), in Changamwe subcounty (001), Mombasa county (001). */
const WARD = '0001';

describe('outbreaks/: confirmed cases per ward and week, k-anonymous outside staff', () => {
  let app: FastifyInstance;
  let staff: Record<string, string>;
  const week = () => outbreakWeekOf(new Date());
  const counts = (query: string, headers: Record<string, string> = {}) =>
    app.inject({ url: `/api/v1/outbreaks/?week=${week()}&${query}`, headers });

  const reviewedCase = async (label: string, ward = WARD) =>
    (await caseReviewed(app, staff, label, ward)).booking;

  beforeAll(async () => {
    ({ app } = await buildClassifyApp());
    staff = await staffMember(app);
  });
  afterAll(() => app.close());

  it('hides a 2-farm ward from non-staff, shows it once a third farm confirms, and staff see all', async () => {
    await reviewedCase('maize__common_rust');
    await reviewedCase('maize__common_rust');

    const hidden = await counts('condition=maize__common_rust');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ level: 'ward', thresholded: true, results: [] });
    expect((await counts('condition=maize__common_rust', staff)).json()).toMatchObject({
      thresholded: false,
      results: [{ area_id: WARD, condition: 'maize__common_rust', cases: 2, farms: 2 }],
    });

    await reviewedCase('maize__common_rust');
    expect((await counts('condition=maize__common_rust')).json().results).toEqual([
      { area_id: WARD, condition: 'maize__common_rust', cases: 3, farms: 3 },
    ]);
    expect((await counts('level=subcounty', staff)).json().results).toContainEqual({
      area_id: '001',
      condition: 'maize__common_rust',
      cases: 3,
      farms: 3,
    });
    expect((await counts('level=county', staff)).json().results).toContainEqual(
      expect.objectContaining({ area_id: '001', cases: 3 }),
    );
  });

  it('follows a later review: a correction moves the case, "unknown" stops counting it', async () => {
    const booking = await reviewedCase('maize__leaf_blight', '0002');
    const blight = async () => (await counts('condition=maize__leaf_blight', staff)).json().results;
    expect(await blight()).toEqual([
      { area_id: '0002', condition: 'maize__leaf_blight', cases: 1, farms: 1 },
    ]);
    const again = (label: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/staff/callbacks/${booking}/review/`,
        headers: staff,
        payload: { label },
      });
    await again('maize__common_rust');
    expect(await blight()).toEqual([]);
    expect((await counts('condition=maize__common_rust', staff)).json().results).toContainEqual(
      expect.objectContaining({ area_id: '0002', cases: 1 }),
    );
    await again('unknown');
    expect((await counts('condition=maize__common_rust', staff)).json().results).not.toContainEqual(
      expect.objectContaining({ area_id: '0002' }),
    );
  });

  it('refuses a week that is not a date and a level finer than a ward', async () => {
    expect((await app.inject({ url: '/api/v1/outbreaks/?week=last' })).statusCode).toBe(400);
    expect((await app.inject({ url: `/api/v1/outbreaks/?week=${week()}&level=point` })).statusCode).toBe(400);
  });
});

describe('outbreaks/shapes/: the map’s simplified ward and county paths', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildClassifyApp());
  });
  afterAll(() => app.close());

  it('serves every ward with a polygon and every county, compact and cached', async () => {
    const shapes = await app.inject({
      url: '/api/v1/outbreaks/shapes/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(shapes.statusCode).toBe(200);
    expect(shapes.headers['cache-control']).toBe('public, max-age=300');
    // Compressed on the wire: a fraction of the 1.1 MB of raw boundary files.
    expect(shapes.rawPayload.length).toBeLessThan(200_000);
    const again = await app.inject({
      url: '/api/v1/outbreaks/shapes/',
      headers: { 'if-none-match': String(shapes.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('has 1,433 wards (17 have no polygon) and 47 counties, each a closed SVG path', async () => {
    const { wards, counties } = (await app.inject({ url: '/api/v1/outbreaks/shapes/' })).json();
    expect(wards).toHaveLength(1433);
    expect(counties).toHaveLength(47);
    expect(wards.map((ward: { id: string }) => ward.id)).not.toContain('0050');
    for (const { d } of [...wards, ...counties]) expect(d).toMatch(/^M\d+ \d+l[-\d ]+z/);
  });
});
