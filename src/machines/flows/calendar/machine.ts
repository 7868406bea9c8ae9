import { assign, enqueueActions } from 'xstate';
import { text } from '../../../conversation/flow-protocol.ts';
import { errorOf } from '../actor-result.ts';
import { todayHere } from '../../../language/typed-date.ts';
import { answerMessages, answerOffers } from './messages.ts';
import { readCalendarRequest } from './request.ts';
import { calendarSetup } from './setup.ts';
import { calendarQuestions, calendarSaving } from './states.ts';
import { askPlaceState, choseIn as chose, storedSession } from '../place/place-states.ts';

/** "When should I plant beans in Machakos?", "I planted maize on 3 March, what now?": a calendar card and the next tasks. */
export const calendarFlow = calendarSetup.createMachine({
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
