import { assign, enqueueActions, setup } from 'xstate';
import { errorOf } from '../actor-result.ts';
import { toApiFailure, type ApiFailure } from '../../../api/api-failure.ts';
import type { Calendar } from '../../../contract/calendar.ts';
import { parseTypedDate, todayHere } from '../../../language/typed-date.ts';
import { sayAction, text } from '../../../conversation/flow-protocol.ts';
import type { PickedPlace } from '../../../language/picked-place.ts';
import { calendarActors } from './actors.ts';
import { answerMessages, answerOffers } from './messages.ts';
import { calendarQuestions, calendarSaving } from './states.ts';
import {
  askPlaceState,
  choseIn as chose,
  placeRelayActions,
  storedSession,
  type PlaceFlowEvent as FlowEvent,
} from '../place/place-states.ts';
import { cropOf, readCalendarRequest, type CalendarRequest } from './request.ts';

export interface CalendarFlowInput {
  /** The words that started the flow, read for a crop, a place and a planting date. */
  text?: string;
  /** Whether the user may save plantings; by default, whether a session is stored. */
  signedIn?: boolean;
}
export interface CalendarContext extends CalendarRequest {
  words: string;
  signedIn: boolean;
  place: PickedPlace | null;
  calendar: Calendar | null;
  failure: ApiFailure | null;
}
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
  actors: calendarActors,
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
