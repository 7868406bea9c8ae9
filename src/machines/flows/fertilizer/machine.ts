import { and, assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { errorOf, outputOf } from '../../shared/actor-result.ts';
import { toApiFailure } from '../../../api/api-failure.ts';
import { farmStore, type FarmState } from '../../../api/farm-store.ts';
import { fetchNutrients } from '../../../api/farms.ts';
import type { NutrientList } from '../../../contract/nutrient.ts';
import { chose, sayAction, type UserEvent } from '../../../conversation/flow-protocol.ts';
import { todayHere } from '../../../language/typed-date.ts';
import { parseAcres } from '../../shared/parse-acres.ts';
import { storedSession } from '../../shared/place/place-states.ts';
import {
  CROP_PREFIX,
  FARM_PREFIX,
  initialContext,
  isCrop,
  isStage,
  PLANTING_PREFIX,
  plantingStage,
  plantingsToFertilize,
  STAGE_PREFIX,
  type FertilizerContext,
  type FertilizerInput,
} from './context.ts';
import * as say from './messages.ts';

type Args = { context: FertilizerContext; event: UserEvent };
type NutrientQuery = Parameters<typeof fetchNutrients>[0];

const typed = (event: UserEvent) => {
  assertEvent(event, 'user.text');
  return event.value;
};
const chosen = (event: UserEvent, prefix: string) =>
  event.type === 'user.choice' && event.value.startsWith(prefix) ? event.value.slice(prefix.length) : '';
const pickedFarm = ({ context, event }: Args) =>
  context.farms.find((farm) => chosen(event, FARM_PREFIX) === farm.id) ?? null;
const pickedPlanting = ({ context, event }: Args) =>
  context.plantings.find((planting) => chosen(event, PLANTING_PREFIX) === planting.id) ?? null;

/** A saved planting answers the crop, the stage and the place: its farm, or its county and size. */
function fromPlanting(args: Args): Partial<FertilizerContext> {
  const planting = pickedPlanting(args)!;
  const farm = args.context.farms.find((candidate) => candidate.id === planting.farm) ?? null;
  return {
    crop: planting.crop as FertilizerContext['crop'],
    stage: plantingStage(planting, todayHere()),
    farm,
    county: farm ? null : planting.county_id,
    acres: farm ? null : planting.area_acres,
  };
}

/**
 * "How much fertilizer?": crop, farm (or a size), stage, then the advice for that place with the
 * quantities to buy in kg and 50 kg bags, its source and confidence, as a card. The calendar offers
 * it at planting and top dressing with the crop and stage already known; a saved planting answers
 * crop, stage and place in one tap.
 */
export const fertilizerFlow = setup({
  types: {
    context: {} as FertilizerContext,
    events: {} as UserEvent,
    input: {} as FertilizerInput | undefined,
  },
  actors: {
    /** The farmer's farms from the shared store; signed out, there are none and the size is asked. */
    loadFarms: fromPromise<FarmState>(async () => (storedSession() ? farmStore.load() : farmStore.get())),
    loadAdvice: fromPromise<NutrientList, NutrientQuery>(({ input }) => fetchNutrients(input)),
  },
  actions: {
    say: sayAction<FertilizerContext>(),
    fail: assign({ failure: (_, { error }: { error: unknown }) => toApiFailure(error) }),
    /** The selected farm comes first: it is the one the farmer most likely means. */
    showFarms: assign((_, { output }: { output: FarmState }) => ({
      farms: [...output.farms].sort(
        (a, b) => Number(b.id === output.selectedFarm?.id) - Number(a.id === output.selectedFarm?.id),
      ),
      plantings: plantingsToFertilize(output.plantings, todayHere()),
    })),
  },
  guards: {
    needsCrop: ({ context }) => context.crop === null,
    needsStage: ({ context }) => context.stage === null,
    hasFarms: ({ context }) => context.farms.length > 0,
    hasPlantings: ({ context }) => context.plantings.length > 0,
    pickedPlanting: (args: Args) => pickedPlanting(args) !== null,
    pickedCrop: ({ event }) => isCrop(chosen(event, CROP_PREFIX)),
    pickedStage: ({ event }) => isStage(chosen(event, STAGE_PREFIX)),
    pickedFarm: (args: Args) => pickedFarm(args) !== null,
    validSize: ({ event }) => parseAcres(typed(event)) !== null,
  },
}).createMachine({
  id: 'fertilizer',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadFarms',
        onDone: { target: 'checking', actions: { type: 'showFarms', params: outputOf } },
        // Without the farms list the advice still works from a typed size.
        onError: 'checking',
      },
    },
    checking: {
      always: [
        { guard: and(['needsCrop', 'hasPlantings']), target: 'askPlanting' },
        { guard: 'needsCrop', target: 'askCrop' },
        { target: 'whichLand' },
      ],
    },
    askPlanting: {
      entry: { type: 'say', params: ({ context }) => say.askPlanting(context) },
      on: {
        'user.choice': [
          { guard: 'pickedPlanting', target: 'fetching', actions: assign(fromPlanting) },
          { guard: chose('other_crop'), target: 'askCrop' },
        ],
        'user.back': 'done',
      },
    },
    askCrop: {
      entry: { type: 'say', params: say.askCrop },
      on: {
        'user.choice': {
          guard: 'pickedCrop',
          target: 'whichLand',
          actions: assign({ crop: ({ event }) => chosen(event, CROP_PREFIX) as FertilizerContext['crop'] }),
        },
        'user.back': [{ guard: 'hasPlantings', target: 'askPlanting' }, { target: 'done' }],
      },
    },
    whichLand: {
      always: [{ guard: 'hasFarms', target: 'askFarm' }, { target: 'askSize' }],
    },
    askFarm: {
      entry: { type: 'say', params: ({ context }) => say.askFarm(context) },
      on: {
        'user.choice': [
          {
            guard: 'pickedFarm',
            target: 'checkingStage',
            actions: assign({ farm: (args) => pickedFarm(args), county: null, acres: null }),
          },
          { guard: chose('size'), target: 'askSize', actions: assign({ farm: null, county: null }) },
        ],
        'user.back': 'askCrop',
      },
    },
    askSize: {
      entry: { type: 'say', params: say.askSize },
      on: {
        'user.text': [
          {
            guard: 'validSize',
            target: 'checkingStage',
            actions: assign({ acres: ({ event }) => parseAcres(typed(event)) }),
          },
          { target: 'askSize', reenter: true, actions: { type: 'say', params: say.invalidSize } },
        ],
        'user.choice': { guard: chose('skip'), target: 'checkingStage', actions: assign({ acres: null }) },
        'user.back': [{ guard: 'hasFarms', target: 'askFarm' }, { target: 'askCrop' }],
      },
    },
    checkingStage: {
      always: [{ guard: 'needsStage', target: 'askStage' }, { target: 'fetching' }],
    },
    askStage: {
      entry: { type: 'say', params: ({ context }) => say.askStage(context) },
      on: {
        'user.choice': {
          guard: 'pickedStage',
          target: 'fetching',
          actions: assign({
            stage: ({ event }) => chosen(event, STAGE_PREFIX) as FertilizerContext['stage'],
          }),
        },
        'user.back': 'whichLand',
      },
    },
    fetching: {
      tags: ['busy'],
      invoke: {
        src: 'loadAdvice',
        input: ({ context }) => ({
          crop: context.crop!,
          stage: context.stage!,
          ...(context.farm ? { farm: context.farm.id } : {}),
          ...(context.county ? { county: context.county } : {}),
        }),
        onDone: { target: 'answered', actions: assign({ answer: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'fail', params: errorOf } },
      },
    },
    failed: {
      entry: { type: 'say', params: ({ context }) => say.failed(context) },
      on: { 'user.choice': { guard: chose('retry'), target: 'fetching' }, 'user.back': 'askStage' },
    },
    answered: {
      entry: enqueueActions(({ context, enqueue }) => {
        for (const params of say.answer(context)) enqueue({ type: 'say', params });
      }),
      on: {
        'user.choice': [
          { guard: chose('other_stage'), target: 'askStage', actions: assign({ stage: null }) },
          {
            guard: chose('other_crop'),
            target: 'askCrop',
            actions: assign({ crop: null, stage: null, county: null }),
          },
          { guard: chose('done'), target: 'done' },
        ],
      },
    },
    done: { type: 'final' },
  },
});
