import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { childRelayActions, type ParentFlowEvent } from '../../shared/child-relay.ts';
import { errorOf, outputOf } from '../../shared/actor-result.ts';
import { toApiFailure } from '../../../api/api-failure.ts';
import { fetchCalendar } from '../../../api/calendar.ts';
import { farmStore } from '../../../api/farm-store.ts';
import type { Calendar, CalendarQuery } from '../../../contract/calendar.ts';
import type { PlantingInfo, PlantingInfoInput } from '../../../contract/planting-info.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import { BACK, choice, sayAction, text } from '../../../conversation/flow-protocol.ts';
import type { PickedPlace } from '../../../language/picked-place.ts';
import { todayHere } from '../../../language/typed-date.ts';
import { placeActors, storedSession } from '../../shared/place/place-states.ts';
import type { CalendarContext, CalendarFlowInput } from './context.ts';
import { calendarCropQuestion, type CropQuestionOutput } from './crop-question/machine.ts';
import { calendarDateQuestion, type DateQuestionOutput } from './date-question/machine.ts';
import { DONE, answerMessages, answerOffers } from './messages.ts';
import { readCalendarRequest } from './request.ts';

/** The children that ask the user while this flow waits; each state forwards the answers to its own. */
type Asking = 'cropQuestion' | 'place' | 'dateQuestion';

/** A failed call: say why in the current language, and offer to try again. */
const failedSay =
  (retry: string, other: typeof BACK) =>
  ({ context }: { context: CalendarContext }) => ({
    body: failureMessage(context.failure!),
    quickReplies: [choice(retry, 'calendar:try_again'), other],
  });

/**
 * "When should I plant beans in Machakos?", "I planted maize on 3 March, what now?": a calendar card
 * and the next tasks. What the words did not say is asked by child machines (the crop, the place, the
 * planting date) whose messages the flow relays and to which it forwards the answers.
 */
export const calendarFlow = setup({
  types: {
    context: {} as CalendarContext,
    events: {} as ParentFlowEvent,
    input: {} as CalendarFlowInput | undefined,
  },
  actors: {
    ...placeActors,
    cropQuestion: calendarCropQuestion,
    dateQuestion: calendarDateQuestion,
    loadCalendar: fromPromise<Calendar, CalendarQuery>(({ input }) => fetchCalendar(input)),
    savePlanting: fromPromise<PlantingInfo, PlantingInfoInput>(({ input }) => farmStore.addPlanting(input)),
  },
  actions: {
    say: sayAction<CalendarContext, ParentFlowEvent>(),
    ...childRelayActions<CalendarContext, Asking>(),
    setPlace: assign({ place: (_, { output }: { output: PickedPlace | null }) => output }),
    setCrop: assign({ crop: (_, { output }: { output: CropQuestionOutput }) => output }),
    setDate: assign((_, { output }: { output: NonNullable<DateQuestionOutput> }) =>
      output === 'notPlanted' ? { planted: false, plantedOn: null } : { plantedOn: output.plantedOn },
    ),
    fail: assign({ failure: (_, { error }: { error: unknown }) => toApiFailure(error) }),
  },
  guards: {
    needsCrop: ({ context }) => !context.crop,
    needsPlace: ({ context }) => !context.place,
    needsDate: ({ context }) => context.planted && !context.plantedOn,
    answered: (_, { output }: { output: unknown }) => output !== null,
    chose: ({ event }, params: { value: string }) =>
      event.type === 'user.choice' && event.value === params.value,
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
  on: { 'flow.say': { actions: 'relay' } },
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
    askCrop: {
      invoke: {
        id: 'cropQuestion',
        src: 'cropQuestion',
        onDone: [
          {
            guard: { type: 'answered', params: outputOf },
            target: 'checking',
            actions: { type: 'setCrop', params: outputOf },
          },
          { target: 'done' },
        ],
      },
      on: { 'user.*': { actions: { type: 'forward', params: { to: 'cropQuestion' } } } },
    },
    askPlace: {
      invoke: {
        id: 'place',
        src: 'placeQuestion',
        input: { question: 'calendar:ask_place' },
        onDone: [
          {
            guard: { type: 'answered', params: outputOf },
            target: 'checking',
            actions: { type: 'setPlace', params: outputOf },
          },
          { target: 'askCrop' },
        ],
      },
      on: { 'user.*': { actions: { type: 'forward', params: { to: 'place' } } } },
    },
    askDate: {
      invoke: {
        id: 'dateQuestion',
        src: 'dateQuestion',
        onDone: [
          {
            guard: { type: 'answered', params: outputOf },
            target: 'loading',
            actions: { type: 'setDate', params: ({ event }) => ({ output: event.output! }) },
          },
          { target: 'askPlace' },
        ],
      },
      on: { 'user.*': { actions: { type: 'forward', params: { to: 'dateQuestion' } } } },
    },
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
    failed: {
      entry: { type: 'say', params: failedSay('retry', BACK) },
      on: {
        'user.choice': { guard: { type: 'chose', params: { value: 'retry' } }, target: 'loading' },
        'user.back': 'done',
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
          { guard: { type: 'chose', params: { value: 'save' } }, target: 'saving' },
          {
            guard: { type: 'chose', params: { value: 'give_date' } },
            target: 'askDate',
            actions: assign({ planted: true }),
          },
          {
            guard: { type: 'chose', params: { value: 'other_crop' } },
            target: 'askCrop',
            actions: assign({ crop: null, plantedOn: null, planted: false }),
          },
          { guard: { type: 'chose', params: { value: 'done' } }, target: 'done' },
        ],
        'user.back': 'done',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'savePlanting',
        input: ({ context }) => ({
          crop: context.crop!,
          county_id: context.place!.county_id,
          subcounty_id: context.place!.subcounty_id,
          ward_id: context.place!.ward_id,
          planted_on: context.calendar!.timeline!.planted_on,
        }),
        onDone: {
          target: 'done',
          actions: {
            type: 'say',
            params: { body: { kind: 'notice', tone: 'success', text: { key: 'calendar:saved' } } },
          },
        },
        onError: { target: 'saveFailed', actions: { type: 'fail', params: errorOf } },
      },
    },
    saveFailed: {
      entry: { type: 'say', params: failedSay('save', DONE) },
      on: {
        'user.choice': [
          { guard: { type: 'chose', params: { value: 'save' } }, target: 'saving' },
          { target: 'done' },
        ],
        'user.back': 'done',
      },
    },
    done: { type: 'final' },
  },
});
