import { assign, fromPromise, setup } from 'xstate';
import { errorOf } from '../actor-result.ts';
import { toApiFailure, type ApiFailure } from '../../../api/api-failure.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import type { County } from '../../../contract/places.ts';
import { BACK, sayAction, text, type UserEvent } from '../../../conversation/flow-protocol.ts';
import { nearestCounty, searchCounties } from '../../../api/places.ts';
import type { SharedLocation } from '../../../conversation/cards/card-payloads.ts';
import {
  countyChoice,
  countyPlace,
  decodePlace,
  placeLabel,
  type PickedPlace,
} from '../../../language/picked-place.ts';

/**
 * "Where is your farm?", asked the same way by every flow that needs a place (calendar, weather,
 * diagnosis). A flow invokes it as a child, relays its `flow.say` events to the conversation and
 * forwards the user's answers to it; it finishes with the place, or null when the user went back.
 * The answer comes from the place picker (composer kind 'place'), typed words, or "use my location".
 */
/** The question, e.g. `calendar:ask_place`. */
export type PlaceQuestionInput = { question: string };

interface PlaceQuestionContext {
  question: string;
  typed: string;
  matches: County[];
  place: PickedPlace | null;
  failure: ApiFailure | null;
}

const MAX_CHOICES = 5;

export const placeQuestion = setup({
  types: {
    context: {} as PlaceQuestionContext,
    events: {} as UserEvent,
    input: {} as PlaceQuestionInput,
    output: {} as PickedPlace | null,
  },
  actions: {
    say: sayAction<PlaceQuestionContext>(),
    fail: assign({ failure: (_, { error }: { error: unknown }) => toApiFailure(error) }),
    takePick: assign({
      place: ({ event }) =>
        event.type === 'user.text' || event.type === 'user.choice' ? decodePlace(event.value) : null,
    }),
    keepTyped: assign({ typed: ({ event }) => (event.type === 'user.text' ? event.value.trim() : '') }),
  },
  actors: {
    /** The county search behind typed words. */
    searchPlaces: fromPromise<County[], string>(({ input }) => searchCounties(input)),
    /** "Use my location". */
    placeNear: fromPromise<PickedPlace, SharedLocation>(async ({ input }) => {
      const { county } = await nearestCounty(input.latitude, input.longitude);
      return countyPlace(county, true);
    }),
  },
  guards: {
    picked: ({ event }) =>
      (event.type === 'user.text' || event.type === 'user.choice') && decodePlace(event.value) !== null,
    oneMatch: ({ context }) => context.matches.length === 1,
    someMatches: ({ context }) => context.matches.length > 1,
  },
}).createMachine({
  id: 'placeQuestion',
  context: ({ input }) => ({ question: input.question, typed: '', matches: [], place: null, failure: null }),
  initial: 'asking',
  states: {
    asking: {
      entry: {
        type: 'say',
        params: ({ context }) => ({
          body: text(context.question),
          quickReplies: [BACK],
          input: { kind: 'place', label: { key: 'places:label' }, acceptsLocation: true },
        }),
      },
      on: {
        'user.text': [
          { guard: 'picked', target: 'done', actions: 'takePick' },
          { target: 'searching', actions: 'keepTyped' },
        ],
        'user.choice': { guard: 'picked', target: 'done', actions: 'takePick' },
        'user.location': 'locating',
        'user.back': 'cancelled',
      },
    },
    searching: {
      tags: ['busy'],
      invoke: {
        src: 'searchPlaces',
        input: ({ context }) => context.typed,
        onDone: {
          target: 'matched',
          actions: assign({ matches: ({ event }) => event.output.slice(0, MAX_CHOICES) }),
        },
        onError: { target: 'failed', actions: { type: 'fail', params: errorOf } },
      },
    },
    matched: {
      always: [
        {
          guard: 'oneMatch',
          target: 'done',
          actions: assign({ place: ({ context }) => countyPlace(context.matches[0]!) }),
        },
        { guard: 'someMatches', target: 'choosing' },
        {
          target: 'asking',
          actions: {
            type: 'say',
            params: ({ context }) => ({ body: text('places:not_found', { typed: context.typed }) }),
          },
        },
      ],
    },
    choosing: {
      entry: {
        type: 'say',
        params: ({ context }) => ({
          body: text('places:which_one'),
          quickReplies: [...context.matches.map(countyChoice), BACK],
        }),
      },
      on: {
        'user.choice': { guard: 'picked', target: 'done', actions: 'takePick' },
        'user.text': { target: 'searching', actions: 'keepTyped' },
        'user.back': 'asking',
      },
    },
    locating: {
      tags: ['busy'],
      invoke: {
        src: 'placeNear',
        input: ({ event }) => (event as Extract<UserEvent, { type: 'user.location' }>).location,
        onDone: {
          target: 'done',
          actions: [
            assign({ place: ({ event }) => event.output }),
            {
              type: 'say',
              params: ({ event }) => ({ body: text('places:near', { place: placeLabel(event.output) }) }),
            },
          ],
        },
        onError: { target: 'failed', actions: { type: 'fail', params: errorOf } },
      },
    },
    failed: {
      entry: { type: 'say', params: ({ context }) => ({ body: failureMessage(context.failure!) }) },
      always: 'asking',
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => context.place,
});
