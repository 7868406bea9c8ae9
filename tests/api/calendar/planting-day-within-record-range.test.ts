import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app.ts';

const now = new Date('2026-11-23T07:00:00Z');

/**
 * Finding 31: `calendar/?planted_on=9999-12-31` answered 500, since a timeline past the year 9999
 * cannot be dated. A planting day now has the one range everywhere (planting records already had it):
 * the last 3 years or the coming year, refused otherwise with a translated reason on the field.
 */
describe('the calendar takes planting days within the range planting records have', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({}, { clock: () => now });
  });
  afterAll(() => app.close());
  const calendar = (plantedOn: string, language = 'en') =>
    app.inject({
      method: 'GET',
      url: `/api/v1/calendar/?crop=maize&county=047&planted_on=${plantedOn}`,
      headers: { 'accept-language': language },
    });

  it('refuses a day centuries ahead, or years back, with the reason in the language asked for', async () => {
    const farAhead = await calendar('9999-12-31');
    expect(farAhead.statusCode).toBe(400);
    expect(farAhead.json().planted_on).toEqual([
      'Give a planting date within the last 3 years or the coming year.',
    ]);
    const yearsBack = await calendar('2015-03-03', 'sw');
    expect(yearsBack.statusCode).toBe(400);
    expect(yearsBack.json().planted_on).toEqual([expect.any(String)]);
    expect(yearsBack.json().planted_on[0]).not.toBe(farAhead.json().planted_on[0]);
  });

  it('still dates a timeline for this season and the last ones', async () => {
    for (const day of ['2026-03-15', '2024-04-01', '2027-03-01']) {
      const response = await calendar(day);
      expect(response.statusCode, day).toBe(200);
      expect(response.json().timeline.planted_on).toBe(day);
    }
  });
});
