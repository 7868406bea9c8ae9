import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Calendar } from '../../../src/contract/calendar.ts';
import type { Nutrient, NutrientList } from '../../../src/contract/nutrient.ts';
import { FERTILIZER_CROPS } from '../../../src/machines/flows/fertilizer/context.ts';
import { wards } from '../../../src/server/db/schema.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { dataManager } from '../uploads/upload-helpers.ts';
import { apiCaller } from './reference-requests.ts';

const ELBURGON = '0827'; // Nakuru: no row of the table names it, so a neighbour's advice stands in
const KAPOMBOI = '0676'; // Trans Nzoia: the table's own maize rows
/** The stages the chat asks about, and the calendar's name for each. */
const STAGES = { planting: 'planting', 'top-dress': 'top_dress' } as const;

/** One fertilizer line as both features show it: when, what, how much per acre, which option. */
const answerLine = (stage: string) => (row: Nutrient) =>
  `${stage} ${row.fertilizer} ${row.rate_kg_per_acre} ${row.option_group ?? '-'}`;
const calendarLine = (row: Calendar['fertilizer'][number]) =>
  `${row.stage} ${row.product} ${row.kg_per_acre} ${row.option ?? '-'}`;

describe('one fertilizer figure: the calendar card and the fertilizer answer agree (issue 33 §3)', () => {
  let app: FastifyInstance;
  let farmer: Record<string, string>;
  const call = apiCaller(() => app);
  const calendar = async (crop: string, county: string) =>
    (await call('GET', `calendar/?crop=${crop}&county=${county}`)).json() as Calendar;
  const answer = async (query: string, headers: Record<string, string> = {}) =>
    (await call('GET', `nutrient/?${query}&page_size=100`, headers)).json() as NutrientList;

  beforeAll(async () => {
    app = await buildTestApp();
    farmer = bearer((await registeredAndSignedIn(app)).access);
  });
  afterAll(() => app.close());

  it('gives every crop both offer, in every county, the same products and kg per acre', async () => {
    const allWards = await app.database.db.select().from(wards);
    const wardOf = new Map(allWards.map((ward) => [ward.countyId, ward.id]));
    expect(wardOf.size).toBe(47);
    const differences: string[] = [];
    for (const crop of FERTILIZER_CROPS) {
      for (const [county, ward] of wardOf) {
        const card = (await calendar(crop, county)).fertilizer.map(calendarLine);
        const answered: string[] = [];
        for (const [stage, calendarStage] of Object.entries(STAGES)) {
          const list = await answer(`crop=${crop}&ward=${ward}&stage=${stage}`);
          answered.push(...list.results.map(answerLine(calendarStage)));
        }
        if (card.sort().join() !== answered.sort().join()) {
          differences.push(
            `${crop} in ${county}: calendar ${card.join('; ')} / answer ${answered.join('; ')}`,
          );
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('gives a maize farm in Nakuru the calendar’s figures, with the farm’s quantities', async () => {
    const farm = (
      await call('POST', 'farm/', farmer, { name: 'Elburgon', ward: ELBURGON, area_acres: 2 })
    ).json() as { id: string };
    const card = await calendar('maize', '032');
    expect(card.fertilizer.map(calendarLine)).toEqual([
      'planting TSP 70 A',
      'top_dress CAN 124 A',
      'planting DAP 70 B',
      'top_dress CAN 74 B',
    ]);
    const topDress = await answer(`farm=${farm.id}&crop=maize&stage=top-dress`, farmer);
    expect(topDress.scope).toBe('general');
    expect(topDress.results.map((row) => [row.fertilizer, row.rate_kg_per_acre, row.quantity?.kg])).toEqual([
      ['CAN', 124, 248],
      ['CAN', 74, 148],
    ]);
    // The neighbour's advice is marked on both: "confirm locally" on the card, the note in the answer.
    expect(card.fertilizer.every((row) => row.general_guidance)).toBe(true);
    expect(topDress.note).toMatch(/similar area/);
    // A saved planting on no farm asks by its county: the same rows.
    const byCounty = await answer('county=032&crop=maize&stage=top-dress');
    expect(byCounty.results.map((row) => row.id)).toEqual(topDress.results.map((row) => row.id));
    expect((await call('GET', 'nutrient/?county=099&crop=maize')).statusCode).toBe(400);
  });

  it('shows a data manager’s change on the calendar card and in the answer alike', async () => {
    const manager = await dataManager(app);
    const [can] = (await answer(`crop=maize&ward=${KAPOMBOI}&stage=top-dress`)).results;
    expect(can).toMatchObject({ fertilizer: 'CAN', rate_kg_per_acre: 124 });
    expect((await call('PATCH', `nutrient/${can!.id}/`, manager, { rate_kg_per_acre: 120 })).statusCode).toBe(
      200,
    );
    expect((await answer(`crop=maize&ward=${KAPOMBOI}&stage=top-dress`)).results[0]!.rate_kg_per_acre).toBe(
      120,
    );
    expect((await calendar('maize', '026')).fertilizer.map(calendarLine)).toContain('top_dress CAN 120 A');
  });
});
