import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { errorOf, outputOf } from '../../shared/actor-result.ts';
import { toApiFailure, type ApiFailure } from '../../../api/api-failure.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import type { Weather } from '../../../contract/weather.ts';
import { BACK, choice, sayAction, text } from '../../../conversation/flow-protocol.ts';
import { recognise } from '../../../language/intents/recognise.ts';
import type { PickedPlace } from '../../../language/picked-place.ts';
import { childRelayActions, type ParentFlowEvent } from '../../shared/child-relay.ts';
import { placeActors, storedSession } from '../../shared/place/place-states.ts';
import { listCounties } from '../../../api/places.ts';
import { farmStore } from '../../../api/farm-store.ts';
import { fetchWeather } from '../../../api/weather.ts';
import { countyPlace } from '../../../language/picked-place.ts';
import type { WeatherContext, WeatherFlowInput } from './context.ts';
import { weatherMessages, weatherOffers } from './messages.ts';

/** A 503 from `weather/` means the provider is down: said as such, not as our own server failing. */
function weatherFailure(error: unknown): ApiFailure {
  const response = (error as { response?: { status: number; data?: { detail?: string } } }).response;
  if (response?.status === 503) {
    return { kind: 'detail', status: 503, code: 'weather_unavailable', detail: response.data?.detail ?? '' };
  }
  return toApiFailure(error);
}

/** "Will it rain?": the place from the words, the latest planting or the picker, then the weather card and farm actions. */
export const weatherFlow = setup({
  types: {
    context: {} as WeatherContext,
    events: {} as ParentFlowEvent,
    input: {} as WeatherFlowInput | undefined,
  },
  actions: {
    say: sayAction<WeatherContext, ParentFlowEvent>(),
    ...childRelayActions<WeatherContext, 'place'>(),
    setPlace: assign({ place: (_, { output }: { output: PickedPlace | null }) => output }),
    fail: assign({ failure: (_, { error }: { error: unknown }) => weatherFailure(error) }),
  },
  guards: {
    found: (_, { output }: { output: PickedPlace | null }) => output !== null,
    chose: ({ event }, params: { value: string }) =>
      event.type === 'user.choice' && event.value === params.value,
  },
  actors: {
    ...placeActors,
    /** The county of the user's latest planting, so "hali ya hewa kesho?" needs no question. */
    savedPlace: fromPromise<PickedPlace | null, boolean>(async ({ input: signedIn }) => {
      if (!signedIn) return null;
      const [latest] = await farmStore.loadPlantings();
      if (!latest) return null;
      const county = (await listCounties()).find((candidate) => candidate.id === latest.county_id);
      return county ? countyPlace(county) : null;
    }),
    loadWeather: fromPromise<Weather, string>(({ input: county }) => fetchWeather({ county })),
  },
}).createMachine({
  id: 'weather',
  context: ({ input }) => ({
    words: input?.text ?? '',
    when: input?.text ? (recognise(input.text).when ?? null) : null,
    signedIn: input?.signedIn ?? storedSession(),
    place: null,
    weather: null,
    failure: null,
  }),
  initial: 'reading',
  on: { 'flow.say': { actions: 'relay' } },
  states: {
    reading: {
      tags: ['busy'],
      invoke: {
        src: 'placeInWords',
        input: ({ context }) => context.words,
        onDone: [
          {
            guard: { type: 'found', params: outputOf },
            target: 'loading',
            actions: { type: 'setPlace', params: outputOf },
          },
          { target: 'remembering' },
        ],
        onError: 'remembering',
      },
    },
    remembering: {
      tags: ['busy'],
      invoke: {
        src: 'savedPlace',
        input: ({ context }) => context.signedIn,
        onDone: [
          {
            guard: { type: 'found', params: outputOf },
            target: 'loading',
            actions: { type: 'setPlace', params: outputOf },
          },
          { target: 'askPlace' },
        ],
        onError: 'askPlace',
      },
    },
    askPlace: {
      invoke: {
        id: 'place',
        src: 'placeQuestion',
        input: { question: 'weather:ask_place' },
        onDone: [
          {
            guard: { type: 'found', params: outputOf },
            target: 'loading',
            actions: { type: 'setPlace', params: outputOf },
          },
          { target: 'done' },
        ],
      },
      on: { 'user.*': { actions: { type: 'forward', params: { to: 'place' } } } },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadWeather',
        input: ({ context }) => context.place!.county_id,
        onDone: { target: 'answered', actions: assign({ weather: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'fail', params: errorOf } },
      },
    },
    answered: {
      entry: enqueueActions(({ context, enqueue }) => {
        for (const params of weatherMessages(context.weather!, context.place!, context.when)) {
          enqueue({ type: 'say', params });
        }
        enqueue({ type: 'say', params: { body: text('weather:what_next'), quickReplies: weatherOffers() } });
      }),
      on: {
        'user.choice': [
          { guard: { type: 'chose', params: { value: 'other_place' } }, target: 'askPlace' },
          { guard: { type: 'chose', params: { value: 'done' } }, target: 'done' },
        ],
        'user.back': 'done',
      },
    },
    failed: {
      entry: {
        type: 'say',
        params: ({ context }) => ({
          body: failureMessage(context.failure!),
          quickReplies: [choice('retry', 'weather:try_again'), BACK],
        }),
      },
      on: {
        'user.choice': { guard: { type: 'chose', params: { value: 'retry' } }, target: 'loading' },
        'user.back': 'done',
      },
    },
    done: { type: 'final' },
  },
});
