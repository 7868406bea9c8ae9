import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Calendar } from '../../../src/contract/calendar.ts';
import { buildTestApp } from '../helpers/test-app.ts';

const now = new Date('2026-11-23T07:00:00Z');

describe('calendar/', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({}, { clock: () => now });
  });
  afterAll(() => app.close());
  const calendar = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/v1/calendar/?${query}` });
    return { status: response.statusCode, body: response.json() as Calendar };
  };
  const task = (body: Calendar, name: string, round?: number) =>
    body.timeline!.tasks.find((t) => t.task === name && (round === undefined || t.params.round === round));

  it('gives beans in Machakos both rainy seasons, and the short rains as the next window', async () => {
    const { status, body } = await calendar('crop=bean&county=016');
    expect(status).toBe(200);
    expect(body.county).toEqual({ id: '016', name: 'Machakos' });
    expect(body.zone.basis).toBe('listed');
    expect(body.seasons.map((s) => [s.season, s.sow_months, s.days_to_maturity])).toEqual([
      ['long_rains', { start: 3, end: 4 }, { min: 60, max: 95 }],
      ['short_rains', { start: 10, end: 11 }, { min: 60, max: 90 }],
    ]);
    expect(body.next_window).toEqual({
      season: 'short_rains',
      starts_on: '2026-10-01',
      ends_on: '2026-11-30',
    });
    expect(body.timeline).toBeNull();
    expect(body.fertilizer).toEqual([
      expect.objectContaining({ stage: 'planting', product: 'DAP', kg_per_acre: 50, general_guidance: true }),
    ]);
  });

  it('says "general guidance" when the county is matched only by a similar area', async () => {
    const { body } = await calendar('crop=maize&county=007'); // Garissa: no maize zone names it
    expect(body.zone).toEqual({
      id: 'dryland-marginal-eastern-400-800-mm-rain-800-1800-m',
      basis: 'similar_area',
    });
    expect(body.general_guidance).toBe(true);
    expect(body.seasons.every((s) => s.general_guidance)).toBe(true);
  });

  it('matches a county by its former province when the data names only the province', async () => {
    const { body } = await calendar('crop=bean&county=019'); // Nyeri, under "Central"
    expect(body.zone.basis).toBe('province');
  });

  it('dates the timeline of maize planted in Nakuru on 3 March', async () => {
    const { body } = await calendar('crop=maize&county=032&planted_on=2026-03-03');
    expect(body.timeline!.season).toBe('long_rains');
    expect(task(body, 'land_preparation')).toMatchObject({ starts_on: '2026-02-03', ends_on: '2026-02-24' });
    expect(task(body, 'planting')).toMatchObject({
      starts_on: '2026-03-03',
      params: { product: 'TSP', kg_per_acre: 70 },
    });
    expect(task(body, 'gap_filling')).toMatchObject({ starts_on: '2026-03-10', ends_on: '2026-03-17' });
    expect(task(body, 'weeding', 1)).toMatchObject({ starts_on: '2026-03-17', ends_on: '2026-03-31' });
    expect(task(body, 'top_dressing')).toMatchObject({
      starts_on: '2026-04-14',
      params: { product: 'CAN', kg_per_acre: 124 },
    });
    // 180–240 days to a dry harvest in the highlands.
    expect(task(body, 'harvest')).toMatchObject({ starts_on: '2026-08-30', ends_on: '2026-10-29' });
    expect(task(body, 'aflatoxin_care')).toBeDefined();
    expect(task(body, 'drying')).toMatchObject({ starts_on: '2026-10-29' });
    expect(task(body, 'scouting')!.pests).toContainEqual({
      id: 'fall_armyworm',
      slug: 'maize-fall-armyworm',
    });
  });

  it('pairs the fertilizer options of the data (TSP then more CAN, or DAP then less)', async () => {
    const { body } = await calendar('crop=maize&county=026'); // Trans Nzoia
    expect(body.fertilizer.map((row) => [row.stage, row.product, row.kg_per_acre, row.option])).toEqual([
      ['planting', 'TSP', 70, 'A'],
      ['top_dress', 'CAN', 124, 'A'],
      ['planting', 'DAP', 70, 'B'],
      ['top_dress', 'CAN', 74, 'B'],
    ]);
    expect(body.fertilizer.every((row) => !row.general_guidance)).toBe(true);
  });

  it('transplanted crops start in the nursery; legumes get no top-dressing', async () => {
    const cabbage = (await calendar('crop=cabbage&county=018&planted_on=2026-03-15')).body;
    expect(task(cabbage, 'nursery')).toMatchObject({ starts_on: '2026-02-01', ends_on: '2026-02-15' });
    expect(task(cabbage, 'top_dressing', 2)).toMatchObject({ params: { product: 'CAN' } });
    const beans = (await calendar('crop=bean&county=016&planted_on=2026-10-20')).body;
    expect(beans.timeline!.season).toBe('short_rains');
    expect(task(beans, 'top_dressing')).toBeUndefined();
    expect(task(beans, 'harvest')).toMatchObject({ starts_on: '2026-12-19', ends_on: '2027-01-18' });
  });

  it('flags low-confidence rows as general guidance', async () => {
    const { body } = await calendar('crop=wheat&county=033&planted_on=2026-06-10'); // Narok
    expect(body.zone.basis).toBe('listed');
    expect(body.seasons.every((s) => s.confidence === 'low' && s.general_guidance)).toBe(true);
    expect(body.timeline!.tasks.every((t) => t.general_guidance)).toBe(true);
  });

  it('refuses an unknown crop, a bad date or an unknown county', async () => {
    expect((await calendar('crop=tobacco&county=016')).status).toBe(400);
    expect((await calendar('crop=maize&county=016&planted_on=2026-02-30')).status).toBe(400);
    const unknown = await calendar('crop=maize&county=099');
    expect(unknown.status).toBe(404);
  });
});
