import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { farmStore, type FarmState } from '../../../src/api/farm-store.ts';
import type { fetchNutrients } from '../../../src/api/farms.ts';
import type { Farm } from '../../../src/contract/farm.ts';
import type { Nutrient, NutrientList } from '../../../src/contract/nutrient.ts';
import type { PlantingInfo } from '../../../src/contract/planting-info.ts';
import type { FertilizerCardData } from '../../../src/conversation/cards/fertilizer-card-data.ts';
import { fertilizerFlow } from '../../../src/machines/flows/fertilizer/machine.ts';
import { todayHere } from '../../../src/language/typed-date.ts';
import { HOME, RIVER } from './farm-fixtures.ts';
import { chatWith } from './place-flow-harness.ts';

const DAP: Nutrient = {
  id: '00000000-0000-4000-8000-0000000000d1',
  crop: 'maize',
  region_or_soil: 'General (all zones)',
  region_or_soil_sw: 'Ushauri wa jumla (maeneo yote)',
  counties: [],
  stage: 'planting',
  fertilizer: 'DAP',
  grade: '18-46-0',
  rate_kg_per_acre: 50,
  rate_kg_per_ha: 125,
  n_kg_ha: 22.5,
  p2o5_kg_ha: 57.5,
  k2o_kg_ha: 0,
  timing_method: 'In the planting hole, mixed with soil',
  timing_method_sw: 'Shimoni wakati wa kupanda, ikichanganywa na udongo',
  option_group: null,
  notes: null,
  source: 'KALRO',
  source_sw: 'KALRO',
  confidence: 'medium',
  quantity: null,
};
const list = (results: Nutrient[], scope: NutrientList['scope'] = 'local'): NutrientList => ({
  count: results.length,
  next: null,
  previous: null,
  results,
  scope,
  note: null,
});

type Query = Parameters<typeof fetchNutrients>[0];

/** A saved planting `days` from today (negative: already planted). */
const planting = (
  id: string,
  crop: string,
  days: number,
  changes: Partial<PlantingInfo> = {},
): PlantingInfo => ({
  id: `00000000-0000-4000-8000-00000000010${id}`,
  crop: crop as PlantingInfo['crop'],
  county_id: '016',
  subcounty_id: null,
  ward_id: null,
  planted_on: new Date(Date.parse(todayHere()) + days * 86_400_000).toISOString().slice(0, 10),
  season: 'short_rains',
  farm: null,
  farm_name: null,
  area_acres: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  ...changes,
});

/** The flow with the farms and plantings it is given and a fake `nutrient/` that answers like the server. */
function run(farms: Farm[], answer: (query: Query) => NutrientList, plantings: PlantingInfo[] = []) {
  const queries: Query[] = [];
  const state: FarmState = { ...farmStore.get(), farms, plantings, selectedFarm: farms[1] ?? null };
  const flow = fertilizerFlow.provide({
    actors: {
      loadFarms: fromPromise(async () => state),
      loadAdvice: fromPromise(async ({ input }: { input: Query }) => {
        queries.push(input);
        return answer(input);
      }),
    },
  });
  return { chat: chatWith('fertilizer', flow), queries };
}

afterEach(() => farmStore.clear());

describe('fertilizer flow', () => {
  it('asks crop, farm and stage, and shows the farm quantities the server worked out', async () => {
    const { chat, queries } = run([HOME, RIVER], (query) =>
      list([{ ...DAP, quantity: query.farm ? { area_acres: 2, kg: 100, bags_50kg: 2 } : null }]),
    );
    await chat.choose('flow:fertilizer');
    expect(chat.said()).toEqual(['farms:fertilizer.ask_crop']);
    await chat.choose('crop:maize');
    expect(chat.said()).toEqual(['farms:fertilizer.ask_farm']);
    // The selected farm comes first.
    expect(chat.last().quickReplies!.map((reply) => reply.value)).toEqual([
      `farm:${RIVER.id}`,
      `farm:${HOME.id}`,
      'size',
      'back',
    ]);
    await chat.choose(`farm:${HOME.id}`);
    expect(chat.said()).toEqual(['farms:fertilizer.ask_stage']);
    // Maize is sown where it grows: no transplanting stage is offered for it.
    expect(chat.last().quickReplies!.map((reply) => reply.value)).toEqual([
      'stage:planting',
      'stage:top-dress',
      'back',
    ]);
    await chat.choose('stage:planting');
    expect(queries).toEqual([{ crop: 'maize', stage: 'planting', farm: HOME.id }]);
    expect(chat.said()).toEqual(['card:fertilizer', 'farms:fertilizer.what_next']);
    const data = chat.card().data as FertilizerCardData;
    expect(data).toMatchObject({ crop: 'maize', stage: 'planting', farm: 'Home farm', acres: 2 });
    expect(data.rows[0]!.quantity).toEqual({ area_acres: 2, kg: 100, bags_50kg: 2 });
  });

  it('works out the quantities for a typed size, refusing a size that is no number', async () => {
    const { chat, queries } = run([], () => list([DAP], 'general'));
    await chat.choose('flow:fertilizer?crop=maize&stage=top-dress');
    expect(chat.said()).toEqual(['farms:fertilizer.ask_size']);
    await chat.type('lots');
    expect(chat.said()).toEqual(['farms:invalid_size', 'farms:fertilizer.ask_size']);
    await chat.type('1.5');
    expect(queries).toEqual([{ crop: 'maize', stage: 'top-dress' }]);
    const data = chat.card().data as FertilizerCardData;
    expect(data.scope).toBe('general');
    expect(data.rows[0]!.quantity).toEqual({ area_acres: 1.5, kg: 75, bags_50kg: 1.5 });
  });

  it('says when there is no advice for the stage and offers another', async () => {
    const { chat } = run([], () => list([]));
    await chat.choose('flow:fertilizer?crop=onion&stage=top-dress');
    await chat.choose('skip');
    expect(chat.said()).toEqual(['farms:fertilizer.ask_size', 'farms:fertilizer.none']);
    expect(chat.last().quickReplies!.map((reply) => reply.value)).toEqual([
      'other_stage',
      'other_crop',
      'done',
    ]);
    await chat.choose('other_stage');
    expect(chat.said()).toEqual(['farms:fertilizer.ask_stage']);
    // Onions are raised in a nursery: their transplanting stage is offered.
    expect(chat.last().quickReplies!.map((reply) => reply.value)).toContain('stage:transplanting');
  });

  it('offers a retry when the advice cannot be loaded, and keeps the answers', async () => {
    let calls = 0;
    const { chat } = run([], () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return list([DAP]);
    });
    await chat.choose('flow:fertilizer?crop=maize&stage=planting');
    await chat.type('2');
    expect(chat.last().quickReplies!.map((reply) => reply.value)).toEqual(['retry', 'back']);
    await chat.choose('retry');
    expect((chat.card().data as FertilizerCardData).rows[0]!.quantity?.kg).toBe(100);
  });

  it('takes the crop, stage and place from a saved planting instead of asking them (issue 33 §3)', async () => {
    const maize = planting('1', 'maize', -14, { farm: HOME.id, farm_name: HOME.name });
    const tomato = planting('2', 'tomato', 10, { area_acres: 1.5 });
    const harvested = planting('3', 'bean', -200);
    const { chat, queries } = run([HOME, RIVER], () => list([DAP]), [maize, tomato, harvested]);
    await chat.choose('flow:fertilizer');
    expect(chat.said()).toEqual(['farms:fertilizer.ask_planting']);
    // Only plantings still to be fertilized; another crop leads to the questions as before.
    expect(chat.last().quickReplies!.map((reply) => reply.value)).toEqual([
      `planting:${maize.id}`,
      `planting:${tomato.id}`,
      'other_crop',
      'back',
    ]);
    await chat.choose(`planting:${maize.id}`);
    expect(queries).toEqual([{ crop: 'maize', stage: 'top-dress', farm: HOME.id }]);
    expect(chat.said()).toEqual(['card:fertilizer', 'farms:fertilizer.what_next']);
    expect(chat.card().data).toMatchObject({ crop: 'maize', stage: 'top-dress', farm: 'Home farm' });

    await chat.choose('other_crop');
    await chat.choose('back');
    expect(chat.said()).toEqual(['farms:fertilizer.ask_crop', 'farms:fertilizer.ask_planting']);
    // A planting on no saved farm: the advice is for its county, the quantities for its size.
    await chat.choose(`planting:${tomato.id}`);
    expect(queries.at(-1)).toEqual({ crop: 'tomato', stage: 'planting', county: '016' });
    expect(chat.card().data).toMatchObject({ crop: 'tomato', farm: null, acres: 1.5 });
    expect((chat.card().data as FertilizerCardData).rows[0]!.quantity).toEqual({
      area_acres: 1.5,
      kg: 75,
      bags_50kg: 1.5,
    });
  });
});
