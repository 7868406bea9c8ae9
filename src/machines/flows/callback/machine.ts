import { assign } from 'xstate';
import { errorOf } from '../actor-result.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import { BACK, choice, chose, text } from '../../../conversation/flow-protocol.ts';
import { wordsAnswers } from './context.ts';
import { bookingCard, callbackSummary } from './messages.ts';
import { manageStates } from './manage-states.ts';
import { FEEDBACK_OFFER } from '../feedback/offer.ts';
import { questionStates } from './question-states.ts';
import { callbackSetup, toCallbackCreate } from './setup.ts';
import { slotStates } from './slot-states.ts';

const RETRY = choice('retry', 'talk:try_again');

/** "Talk to an agronomist": book a call or SMS in a free slot, or move or cancel the booking already made. */
export const callbackFlow = callbackSetup.createMachine({
  id: 'callback',
  context: ({ input }) => ({
    ...wordsAnswers(input),
    case: input?.case ?? null,
    contact: null,
    upcoming: [],
    slots: [],
    slotPage: 0,
    mode: 'book',
    booking: null,
    failure: null,
    editing: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadStart',
        src: 'loadStart',
        onDone: {
          target: 'deciding',
          actions: assign(({ event, context }) => ({
            contact: event.output.contact,
            upcoming: event.output.upcoming,
            answers: { ...context.answers, ...(event.output.contact ?? {}) },
          })),
        },
        // Without the list of bookings the farmer can still book; the booking itself reports a lost connection.
        onError: 'deciding',
      },
    },
    deciding: {
      always: [
        { guard: 'hasUpcoming', target: 'existing' },
        { guard: 'hasContact', target: 'confirmContact' },
        { target: 'askName' },
      ],
    },
    ...questionStates,
    ...slotStates,
    summary: {
      entry: [
        assign({ editing: false }),
        { type: 'say', params: ({ context }) => callbackSummary(context.answers, context.case) },
      ],
      on: {
        'user.choice': [
          { guard: chose('book'), target: 'submitting' },
          { guard: chose('change:contact'), target: 'askName', actions: 'startEditing' },
          { guard: chose('change:channel'), target: 'channel', actions: 'startEditing' },
          { guard: chose('change:language'), target: 'language', actions: 'startEditing' },
          { guard: chose('change:topic'), target: 'topic', actions: 'startEditing' },
          { guard: chose('change:slot'), target: 'loadingSlots' },
          { guard: chose('change:note'), target: 'note', actions: 'startEditing' },
        ],
        'user.back': 'note',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'book',
        src: 'book',
        input: ({ context }) => toCallbackCreate(context),
        onDone: { target: 'booked', actions: assign({ booking: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'fail', params: errorOf } },
      },
    },
    failed: {
      entry: {
        type: 'say',
        params: ({ context }) => ({ body: failureMessage(context.failure!), quickReplies: [RETRY, BACK] }),
      },
      // Someone took the last place meanwhile: the message says so, and the free times follow.
      always: { guard: 'slotTaken', target: 'loadingSlots' },
      on: { 'user.choice': { guard: chose('retry'), target: 'submitting' }, 'user.back': 'summary' },
    },
    booked: {
      entry: [
        { type: 'say', params: ({ context }) => ({ body: bookingCard(context.booking!) }) },
        {
          type: 'say',
          params: ({ context }) => ({
            body: text(`talk:callback.booked_${context.booking!.channel}`),
            quickReplies: [FEEDBACK_OFFER],
          }),
        },
      ],
      always: 'done',
    },
    ...manageStates,
    done: { type: 'final' },
  },
});
