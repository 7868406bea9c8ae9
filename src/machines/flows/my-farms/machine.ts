import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { errorOf, outputOf } from '../../shared/actor-result.ts';
import { toApiFailure } from '../../../api/api-failure.ts';
import { farmStore, type FarmState } from '../../../api/farm-store.ts';
import { farmPlaceNames } from '../../../api/places.ts';
import type { Farm, FarmInput } from '../../../contract/farm.ts';
import { FARMER_CLAIM_PENDING } from '../../../contract/farmer-claim.ts';
import { chose, sayAction } from '../../../conversation/flow-protocol.ts';
import type { PickedPlace } from '../../../language/picked-place.ts';
import { childRelayActions, type ParentFlowEvent } from '../../shared/child-relay.ts';
import { farmerClaim } from './farmer-claim/machine.ts';
import { parseAcres } from '../../shared/parse-acres.ts';
import { placeActors } from '../../shared/place/place-states.ts';
import {
  FARM_PREFIX,
  initialContext,
  parseFarmName,
  type MyFarmsContext,
  type MyFarmsInput,
} from './context.ts';
import * as say from './messages.ts';

type Args = { context: MyFarmsContext; event: ParentFlowEvent };
/** The shared farm state and where each farm is, as the list says it. */
type FarmList = FarmState & { places: Record<string, string> };

const typed = (event: ParentFlowEvent) => {
  assertEvent(event, 'user.text');
  return event.value;
};
const pickedFarm = ({ context, event }: Args) =>
  event.type === 'user.choice'
    ? (context.farms.find((farm) => `${FARM_PREFIX}${farm.id}` === event.value) ?? null)
    : null;
/** An extension officer's record waits for this account's number to be proven. */
const isClaimPending = (error: unknown) => {
  const failure = toApiFailure(error);
  return failure.kind === 'detail' && failure.code === FARMER_CLAIM_PENDING;
};
const newFarm = (context: MyFarmsContext): FarmInput => ({
  name: context.name,
  ward: context.place!.ward_id!,
  area_acres: context.acres,
});

/**
 * "My farms" (SPEC §3): the farmer's farms, one of them selected, and a new one added by name, place
 * (the place picker, down to the ward the server files it under) and size. The selected farm is
 * shared state (farm-store.ts), so the calendar, weather and diagnosis use its place without asking.
 */
export const myFarmsFlow = setup({
  types: {
    context: {} as MyFarmsContext,
    events: {} as ParentFlowEvent,
    input: {} as MyFarmsInput | undefined,
  },
  actors: {
    ...placeActors,
    farmerClaim,
    loadFarms: fromPromise<FarmList>(async () => {
      const state = await farmStore.load(true);
      return { ...state, places: await farmPlaceNames(state.farms) };
    }),
    saveFarm: fromPromise<Farm, FarmInput>(({ input }) => farmStore.addFarm(input)),
  },
  actions: {
    ...childRelayActions<MyFarmsContext, 'place' | 'claim'>(),
    say: sayAction<MyFarmsContext, ParentFlowEvent>(),
    setPlace: assign({ place: (_, { output }: { output: PickedPlace | null }) => output }),
    fail: assign({ failure: (_, { error }: { error: unknown }) => toApiFailure(error) }),
    /** The list as the shared store holds it, so what is shown is what the other flows will use. */
    showFarms: assign((_, { output }: { output: FarmList }) => ({
      farms: output.farms,
      places: output.places,
      plantings: output.plantings,
      selected: output.selectedFarm?.id ?? null,
    })),
    /** The store makes a new farm the selected one; the flow's copy says the same. */
    showAdded: assign(({ context }, { output }: { output: Farm }) => ({
      farms: [...context.farms, output],
      selected: output.id,
    })),
  },
  guards: {
    adding: ({ context }) => context.adding,
    pickedFarm: (args: Args) => pickedFarm(args) !== null,
    validName: ({ event }) => parseFarmName(typed(event)) !== null,
    validSize: ({ event }) => parseAcres(typed(event)) !== null,
    hasWard: ({ context }) => Boolean(context.place?.ward_id),
    found: (_, { output }: { output: PickedPlace | null }) => output !== null,
    claimPending: (_, { error }: { error: unknown }) => isClaimPending(error),
    claimed: (_, { output }: { output: boolean }) => output,
  },
}).createMachine({
  id: 'my_farms',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  on: { 'flow.say': { actions: 'relay' } },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadFarms',
        onDone: [
          { guard: 'adding', target: 'askName', actions: { type: 'showFarms', params: outputOf } },
          { target: 'listing', actions: { type: 'showFarms', params: outputOf } },
        ],
        onError: [
          { guard: { type: 'claimPending', params: errorOf }, target: 'claiming' },
          { target: 'loadFailed', actions: { type: 'fail', params: errorOf } },
        ],
      },
    },
    /** Once the code proves the number, the farms load again and "add a farm" goes on where it was. */
    claiming: {
      invoke: {
        id: 'claim',
        src: 'farmerClaim',
        onDone: [{ guard: { type: 'claimed', params: outputOf }, target: 'loading' }, { target: 'done' }],
      },
      on: { 'user.*': { actions: { type: 'forward', params: { to: 'claim' } } } },
      // The child sends and checks codes; the flow shows it as its own busy tag.
      initial: 'working',
      states: {
        working: { tags: ['busy'], on: { 'step.resting': 'resting' } },
        resting: { on: { 'step.busy': 'working' } },
      },
    },
    loadFailed: {
      entry: { type: 'say', params: ({ context }) => say.failed(context) },
      on: { 'user.choice': { guard: chose('retry'), target: 'loading' }, 'user.back': 'done' },
    },
    listing: {
      entry: enqueueActions(({ context, enqueue }) => {
        for (const params of say.list(context)) enqueue({ type: 'say', params });
      }),
      on: {
        'user.choice': [
          {
            guard: 'pickedFarm',
            target: 'done',
            actions: [
              ({ context, event }) => farmStore.selectFarm(pickedFarm({ context, event })!.id),
              { type: 'say', params: (args) => say.selected(pickedFarm(args)!) },
            ],
          },
          { guard: chose('add'), target: 'askName' },
        ],
        'user.back': 'done',
      },
    },

    askName: {
      entry: { type: 'say', params: say.askName },
      on: {
        'user.text': [
          {
            guard: 'validName',
            target: 'askPlace',
            actions: assign({ name: ({ event }) => parseFarmName(typed(event))! }),
          },
          { target: 'askName', reenter: true, actions: { type: 'say', params: say.invalid('invalid_name') } },
        ],
        'user.back': [{ guard: 'adding', target: 'done' }, { target: 'listing' }],
      },
    },
    askPlace: {
      invoke: {
        id: 'place',
        src: 'placeQuestion',
        input: { question: 'farms:ask_place' },
        onDone: [
          {
            guard: { type: 'found', params: outputOf },
            target: 'checkingPlace',
            actions: { type: 'setPlace', params: outputOf },
          },
          { target: 'askName' },
        ],
      },
      on: { 'user.*': { actions: { type: 'forward', params: { to: 'place' } } } },
    },
    /** The server files a farm under its ward, so a county alone is asked again, down to the ward. */
    checkingPlace: {
      always: [
        { guard: 'hasWard', target: 'askSize' },
        { target: 'askPlace', actions: { type: 'say', params: say.invalid('ward_needed') } },
      ],
    },
    askSize: {
      entry: { type: 'say', params: say.askSize },
      on: {
        'user.text': [
          {
            guard: 'validSize',
            target: 'saving',
            actions: assign({ acres: ({ event }) => parseAcres(typed(event)) }),
          },
          { target: 'askSize', reenter: true, actions: { type: 'say', params: say.invalid('invalid_size') } },
        ],
        'user.choice': { guard: chose('skip'), target: 'saving', actions: assign({ acres: null }) },
        'user.back': 'askPlace',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveFarm',
        input: ({ context }) => newFarm(context),
        onDone: {
          target: 'done',
          actions: [
            { type: 'showAdded', params: outputOf },
            { type: 'say', params: ({ event }) => say.added(event.output) },
          ],
        },
        onError: { target: 'saveFailed', actions: { type: 'fail', params: errorOf } },
      },
    },
    saveFailed: {
      entry: { type: 'say', params: ({ context }) => say.failed(context) },
      on: { 'user.choice': { guard: chose('retry'), target: 'saving' }, 'user.back': 'askSize' },
    },
    done: { type: 'final' },
  },
});
