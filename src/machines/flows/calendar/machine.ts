import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { errorOf } from '../actor-result.ts';
import { toApiFailure } from '../../../api/api-failure.ts';
import { fetchCalendar } from '../../../api/calendar.ts';
import { plantingStore } from '../../../api/planting-store.ts';
import type { Calendar, CalendarQuery } from '../../../contract/calendar.ts';
import type { PlantingInfo, PlantingInfoInput } from '../../../contract/planting-info.ts';
import { parseTypedDate, todayHere } from '../../../language/typed-date.ts';
import { sayAction, text } from '../../../conversation/flow-protocol.ts';
import type { PickedPlace } from '../../../language/picked-place.ts';
import { answerMessages, answerOffers } from './messages.ts';
import { calendarQuestions, calendarSaving } from './states.ts';
import {
  askPlaceState,
  choseIn as chose,
  placeActors,
  placeRelayActions,
  storedSession,
  type PlaceFlowEvent as FlowEvent,
} from '../place/place-states.ts';
import { cropOf, readCalendarRequest } from './request.ts';
import type { CalendarContext, CalendarFlowInput } from './context.ts';

type Args = { context: CalendarContext; event: FlowEvent };
const typed = (event: FlowEvent) => (event.type === 'user.text' ? event.value : '');

/** "When should I plant beans in Machakos?", "I planted maize on 3 March, what now?": a calendar card and the next tasks. */
export const calendarFlow = setup({
  types: {
    context: {} as CalendarContext,
    events: {} as FlowEvent,
    input: {} as CalendarFlowInput | undefined,
  },
  actions: {
    say: sayAction<CalendarContext, FlowEvent>(),
    ...placeRelayActions<CalendarContext>(),
    setPlace: assign({ place: (_, { output }: { output: PickedPlace | null }) => output }),
    pickCrop: assign({
      crop: ({ event }) => (event.type === 'user.choice' ? cropOf(event.value.slice(5)) : null),
    }),
    typeCrop: assign({ crop: ({ event }) => cropOf(typed(event)) }),
    typeDate: assign({ plantedOn: ({ event }) => parseTypedDate(typed(event), todayHere()) }),
    notPlanted: assign({ planted: false, plantedOn: null }),
    fail: assign({ failure: (_, { error }: { error: unknown }) => toApiFailure(error) }),
  },
  actors: {
    ...placeActors,
    loadCalendar: fromPromise<Calendar, CalendarQuery>(({ input }) => fetchCalendar(input)),
    savePlanting: fromPromise<PlantingInfo, PlantingInfoInput>(({ input }) => plantingStore.add(input)),
  },
  guards: {
    needsCrop: ({ context }) => !context.crop,
    needsPlace: ({ context }) => !context.place,
    needsDate: ({ context }) => context.planted && !context.plantedOn,
    knownCrop: ({ event }: Args) => cropOf(typed(event).replace(/^crop:/, '')) !== null,
    readableDate: ({ event }: Args) => parseTypedDate(typed(event), todayHere()) !== null,
  },
}).createMachine({
  id: 'calendar',
  context: ({ input }) => ({
    words: input?.text ?? '',
    signedIn: input?.signedIn ?? storedSession(),
    ...readCalendarRequest(input?.text ?? '', todayHere()),
    place: null,
    calendar: null,
    failure: null,
  }),
  initial: 'reading',
  states: {
    reading: {
      tags: ['busy'],
      invoke: {
        src: 'placeInWords',
        input: ({ context }) => context.words,
        onDone: { target: 'checking', actions: assign({ place: ({ event }) => event.output }) },
        onError: 'checking',
      },
    },
    checking: {
      always: [
        { guard: 'needsCrop', target: 'askCrop' },
        { guard: 'needsPlace', target: 'askPlace' },
        { guard: 'needsDate', target: 'askDate' },
        { target: 'loading' },
      ],
    },
    ...calendarQuestions,
    askPlace: askPlaceState('calendar:ask_place', 'checking', 'askCrop'),
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadCalendar',
        input: ({ context }) => ({
          crop: context.crop!,
          county: context.place!.county_id,
          planted_on: context.plantedOn ?? undefined,
        }),
        onDone: { target: 'answered', actions: assign({ calendar: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'fail', params: errorOf } },
      },
    },
    answered: {
      entry: enqueueActions(({ context, enqueue }) => {
        const answer = {
          ...context,
          crop: context.crop!,
          place: context.place!,
          calendar: context.calendar!,
        };
        for (const params of answerMessages(answer)) enqueue({ type: 'say', params });
        enqueue({
          type: 'say',
          params: { body: text('calendar:what_next'), quickReplies: answerOffers(answer) },
        });
      }),
      on: {
        'user.choice': [
          { guard: chose('save'), target: 'saving' },
          { guard: chose('give_date'), target: 'askDate', actions: assign({ planted: true }) },
          {
            guard: chose('other_crop'),
            target: 'askCrop',
            actions: assign({ crop: null, plantedOn: null, planted: false }),
          },
          { guard: chose('done'), target: 'done' },
        ],
        'user.back': 'done',
      },
    },
    ...calendarSaving,
    done: { type: 'final' },
  },
});
