import { assign, fromPromise, setup } from 'xstate';
import { errorOf } from '../actor-result.ts';
import { toApiFailure } from '../../../api/api-failure.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import type { Callback, CallbackCreate, CallbackCreated, Slot } from '../../../contract/callback.ts';
import { BACK, choice, chose, sayAction, text, type UserEvent } from '../../../conversation/flow-protocol.ts';
import {
  bookCallback,
  cancelCallback,
  fetchOpenSlots,
  fetchUpcomingCallbacks,
  moveCallback,
} from '../../../api/callback.ts';
import { getProfile } from '../../../api/session-store.ts';
import type { CallbackContext, CallbackFlowInput, CallbackStart } from './context.ts';
import { bookingCard, callbackSummary, type CallbackAnswers } from './messages.ts';
import { manageStates } from './manage-states.ts';
import { FEEDBACK_OFFER } from '../feedback/offer.ts';
import { questionStates } from './question-states.ts';
import { slotStates } from './slot-states.ts';

const RETRY = choice('retry', 'talk:try_again');

export function toCallbackCreate({ answers, case: attached }: CallbackContext): CallbackCreate {
  return {
    name: answers.name ?? '',
    phone_number: answers.phone_number ?? '',
    channel: answers.channel ?? 'call',
    language: answers.language ?? 'en',
    topic: answers.topic ?? 'other',
    slot: answers.slot ?? '',
    case: attached,
    note: answers.note || null,
  };
}

/** "Talk to an agronomist": book a call or SMS in a free slot, or move or cancel the booking already made. */
export const callbackFlow = setup({
  types: {
    context: {} as CallbackContext,
    events: {} as UserEvent,
    input: {} as CallbackFlowInput | undefined,
  },
  actions: {
    say: sayAction<CallbackContext>(),
    answer: assign(({ context }, answer: Partial<CallbackAnswers>) => ({
      answers: { ...context.answers, ...answer },
      editing: false,
    })),
    typed: assign(({ context, event }, { field }: { field: 'name' | 'phone_number' | 'note' }) =>
      event.type === 'user.text' ? { answers: { ...context.answers, [field]: event.value.trim() } } : {},
    ),
    startEditing: assign({ editing: true }),
    pickUpcoming: assign(({ context }) => ({ booking: context.upcoming[0] ?? null })),
    startMoving: assign({ mode: 'move' as const }),
    keepBooking: assign({ booking: (_, { output }: { output: Callback }) => output }),
    keepSlots: assign({
      slots: (_, { output }: { output: Slot[] }) => output,
      slotPage: 0,
    }),
    nextSlotPage: assign({ slotPage: ({ context }) => context.slotPage + 1 }),
    fail: assign({ failure: (_, { error }: { error: unknown }) => toApiFailure(error) }),
  },
  guards: {
    hasUpcoming: ({ context }) => context.upcoming.length > 0 && !context.case,
    hasContact: ({ context }) => context.contact !== null,
    slotTaken: ({ context }) => context.failure?.kind === 'fields' && 'slot' in context.failure.fields,
  },
  actors: {
    loadStart: fromPromise<CallbackStart>(async () => {
      const profile = getProfile();
      const contact = profile
        ? { name: `${profile.first_name} ${profile.last_name}`.trim(), phone_number: profile.phone_number }
        : null;
      return { contact, upcoming: profile ? await fetchUpcomingCallbacks() : [] };
    }),
    loadSlots: fromPromise<Slot[]>(() => fetchOpenSlots()),
    book: fromPromise<CallbackCreated, CallbackCreate>(({ input }) => bookCallback(input)),
    move: fromPromise<Callback, { id: string; slot: string }>(({ input }) =>
      moveCallback(input.id, input.slot),
    ),
    cancel: fromPromise<Callback, { id: string }>(({ input }) => cancelCallback(input.id)),
  },
}).createMachine({
  id: 'callback',
  context: ({ input }) => ({
    answers: input?.case ? { topic: 'crop_problem' as const } : {},
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
