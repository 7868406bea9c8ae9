import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { childRelayActions, type ParentFlowEvent } from '../../shared/child-relay.ts';
import { errorOf, outputOf } from '../../shared/actor-result.ts';
import { toApiFailure } from '../../../api/api-failure.ts';
import {
  bookCallback,
  cancelCallback,
  fetchOpenSlots,
  fetchUpcomingCallbacks,
  moveCallback,
} from '../../../api/callback.ts';
import { getProfile } from '../../../api/session-store.ts';
import { readingLanguage } from '../../../api/reading-language.ts';
import type { Callback, CallbackCreate, CallbackCreated, Slot } from '../../../contract/callback.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import { BACK, choice, sayAction, text } from '../../../conversation/flow-protocol.ts';
import { FEEDBACK_OFFER } from '../../shared/feedback-offer.ts';
import { wordsAnswers, type CallbackContext, type CallbackFlowInput, type CallbackStart } from './context.ts';
import { manageBooking } from './manage/machine.ts';
import { bookingCard, callbackSummary, slotsFrom } from './messages.ts';
import { callbackNote, type NoteOutput } from './note/machine.ts';
import { toCallbackCreate } from './request.ts';
import { callbackQuestions, type QuestionStart, type QuestionsOutput } from './questions/machine.ts';
import { slotChoice, type SlotChoiceOutput } from './slot-choice/machine.ts';

const RETRY = choice('retry', 'talk:try_again');

/** The summary's "change" replies that go back to a question; the time and the note have their own states. */
const CHANGES: Partial<Record<string, QuestionStart>> = {
  'change:contact': 'askName',
  'change:channel': 'channel',
  'change:language': 'language',
  'change:topic': 'topic',
};

/** The children that ask the user while this flow waits; each state forwards the answers to its own. */
type Asking = 'questions' | 'slotChoice' | 'note' | 'manage';

/**
 * "Talk to an agronomist": book a call or SMS in a free slot, or move or cancel the booking already
 * made. The flow loads and books; the questions (who and how, the time, the note, what to do with a
 * booking) are child machines whose messages it relays and to which it forwards the answers.
 */
export const callbackFlow = setup({
  types: {
    context: {} as CallbackContext,
    events: {} as ParentFlowEvent,
    input: {} as CallbackFlowInput | undefined,
  },
  actors: {
    questions: callbackQuestions,
    slotChoice,
    note: callbackNote,
    manage: manageBooking,
    loadStart: fromPromise<CallbackStart>(async () => {
      const profile = getProfile();
      // A Community-only account has no phone yet: the booking asks for one, as for a visitor.
      const contact = profile?.phone_number
        ? { name: `${profile.first_name} ${profile.last_name}`.trim(), phone_number: profile.phone_number }
        : null;
      return {
        contact,
        upcoming: profile ? await fetchUpcomingCallbacks() : [],
        language: readingLanguage(),
      };
    }),
    loadSlots: fromPromise<Slot[]>(() => fetchOpenSlots()),
    book: fromPromise<CallbackCreated, CallbackCreate>(({ input }) => bookCallback(input)),
    move: fromPromise<Callback, { id: string; slot: string }>(({ input }) =>
      moveCallback(input.id, input.slot),
    ),
    cancel: fromPromise<Callback, { id: string }>(({ input }) => cancelCallback(input.id)),
  },
  actions: {
    say: sayAction<CallbackContext, ParentFlowEvent>(),
    ...childRelayActions<CallbackContext, Asking>(),
    ask: assign((_, params: { from: QuestionStart; editing?: boolean }) => ({
      ask: { from: params.from, editing: params.editing ?? false },
    })),
    /** One answer changed from the summary: its question, which then returns to the summary. */
    askChange: assign(({ event }) => {
      assertEvent(event, 'user.choice');
      return { ask: { from: CHANGES[event.value]!, editing: true } };
    }),
    /** Who to call next, as the profile says; else the name is asked. */
    askContact: assign(({ context }) => ({
      ask: { from: context.contact ? ('confirmContact' as const) : ('askName' as const), editing: false },
    })),
    takeAnswers: assign((_, { output }: { output: QuestionsOutput }) => ({ answers: output.answers })),
    takeSlot: assign(({ context }, { output }: { output: SlotChoiceOutput }) => ({
      slotPage: output.page,
      answers: output.slot ? { ...context.answers, slot: output.slot } : context.answers,
    })),
    takeNote: assign(({ context }, { output }: { output: NonNullable<NoteOutput> }) => ({
      answers: { ...context.answers, note: output.note },
    })),
    pickUpcoming: assign(({ context }) => ({ booking: context.upcoming[0] ?? null })),
    startMoving: assign({ mode: 'move' as const }),
    keepBooking: assign({ booking: (_, { output }: { output: Callback }) => output }),
    keepSlots: assign({
      slots: ({ context }, { output }: { output: Slot[] }) => slotsFrom(output, context.fromDay),
      slotPage: 0,
    }),
    fail: assign({ failure: (_, { error }: { error: unknown }) => toApiFailure(error) }),
  },
  guards: {
    hasUpcoming: ({ context }) => context.upcoming.length > 0 && !context.case,
    moving: ({ context }) => context.mode === 'move',
    fromDiagnosis: ({ context }) => context.case !== null,
    noteAsked: ({ context }) => context.answers.note !== undefined,
    slotTaken: ({ context }) => context.failure?.kind === 'fields' && 'slot' in context.failure.fields,
    changesAnswer: ({ event }) => event.type === 'user.choice' && event.value in CHANGES,
    chose: ({ event }, params: { value: string }) =>
      event.type === 'user.choice' && event.value === params.value,
    slotPicked: (_, { output }: { output: SlotChoiceOutput }) => output.slot !== null,
    noteGiven: (_, { output }: { output: NoteOutput }) => output !== null,
  },
}).createMachine({
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
    ask: { from: 'askName', editing: false },
  }),
  initial: 'loading',
  on: { 'flow.say': { actions: 'relay' } },
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
            answers: {
              ...context.answers,
              ...(event.output.contact ?? {}),
              ...(event.output.language && { language: event.output.language }),
            },
          })),
        },
        // Without the list of bookings the farmer can still book; the booking itself reports a lost connection.
        onError: 'deciding',
      },
    },
    deciding: {
      always: [
        { guard: 'hasUpcoming', target: 'existing' },
        { target: 'asking', actions: 'askContact' },
      ],
    },
    asking: {
      invoke: {
        id: 'questions',
        src: 'questions',
        input: ({ context }) => ({
          ...context.ask,
          answers: context.answers,
          contact: context.contact,
          case: context.case,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.next === 'slots',
            target: 'loadingSlots',
            actions: { type: 'takeAnswers', params: outputOf },
          },
          {
            guard: ({ event }) => event.output.next === 'summary',
            target: 'summary',
            actions: { type: 'takeAnswers', params: outputOf },
          },
          { target: 'done' },
        ],
      },
      on: { 'user.*': { actions: { type: 'forward', params: { to: 'questions' } } } },
    },
    loadingSlots: {
      tags: ['busy'],
      invoke: {
        id: 'loadSlots',
        src: 'loadSlots',
        onDone: { target: 'choosingSlot', actions: { type: 'keepSlots', params: outputOf<Slot[]> } },
        onError: { target: 'slotsFailed', actions: { type: 'fail', params: errorOf } },
      },
    },
    slotsFailed: {
      entry: {
        type: 'say',
        params: ({ context }) => ({ body: failureMessage(context.failure!), quickReplies: [RETRY, BACK] }),
      },
      on: {
        'user.choice': { guard: { type: 'chose', params: { value: 'retry' } }, target: 'loadingSlots' },
        'user.back': 'done',
      },
    },
    choosingSlot: {
      invoke: {
        id: 'slotChoice',
        src: 'slotChoice',
        input: ({ context }) => ({ slots: context.slots, page: context.slotPage }),
        onDone: [
          {
            guard: { type: 'slotPicked', params: outputOf },
            target: 'pickedSlot',
            actions: { type: 'takeSlot', params: outputOf },
          },
          { guard: 'moving', target: 'existing', actions: { type: 'takeSlot', params: outputOf } },
          {
            guard: 'fromDiagnosis',
            target: 'asking',
            actions: [
              { type: 'takeSlot', params: outputOf },
              { type: 'ask', params: { from: 'language' } },
            ],
          },
          {
            target: 'asking',
            actions: [
              { type: 'takeSlot', params: outputOf },
              { type: 'ask', params: { from: 'topic' } },
            ],
          },
        ],
      },
      on: { 'user.*': { actions: { type: 'forward', params: { to: 'slotChoice' } } } },
    },
    // Moving a booking goes there; a time changed from the summary goes back there, the note already asked.
    pickedSlot: {
      always: [
        { guard: 'moving', target: 'moving' },
        { guard: 'noteAsked', target: 'summary' },
        { target: 'note' },
      ],
    },
    note: {
      invoke: {
        id: 'note',
        src: 'note',
        onDone: [
          {
            guard: { type: 'noteGiven', params: outputOf },
            target: 'summary',
            actions: { type: 'takeNote', params: ({ event }) => ({ output: event.output! }) },
          },
          { target: 'choosingSlot' },
        ],
      },
      on: { 'user.*': { actions: { type: 'forward', params: { to: 'note' } } } },
    },
    summary: {
      entry: { type: 'say', params: ({ context }) => callbackSummary(context.answers, context.case) },
      on: {
        'user.choice': [
          { guard: { type: 'chose', params: { value: 'book' } }, target: 'submitting' },
          { guard: 'changesAnswer', target: 'asking', actions: 'askChange' },
          { guard: { type: 'chose', params: { value: 'change:slot' } }, target: 'loadingSlots' },
          { guard: { type: 'chose', params: { value: 'change:note' } }, target: 'note' },
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
      on: {
        'user.choice': { guard: { type: 'chose', params: { value: 'retry' } }, target: 'submitting' },
        'user.back': 'summary',
      },
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
    existing: {
      entry: 'pickUpcoming',
      invoke: {
        id: 'manage',
        src: 'manage',
        input: ({ context }) => ({ booking: context.booking! }),
        onDone: [
          {
            guard: ({ event }) => event.output === 'move',
            target: 'loadingSlots',
            actions: 'startMoving',
          },
          {
            guard: ({ event }) => event.output === 'cancel',
            target: 'cancelling',
          },
          {
            guard: ({ event }) => event.output === 'new',
            target: 'asking',
            actions: 'askContact',
          },
          { target: 'done' },
        ],
      },
      on: { 'user.*': { actions: { type: 'forward', params: { to: 'manage' } } } },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancel',
        src: 'cancel',
        input: ({ context }) => ({ id: context.booking!.id }),
        onDone: {
          target: 'done',
          actions: { type: 'say', params: { body: text('talk:callback.cancelled') } },
        },
        onError: { target: 'manageFailed', actions: { type: 'fail', params: errorOf } },
      },
    },
    moving: {
      tags: ['busy'],
      invoke: {
        id: 'move',
        src: 'move',
        input: ({ context }) => ({ id: context.booking!.id, slot: context.answers.slot ?? '' }),
        onDone: { target: 'moved', actions: { type: 'keepBooking', params: outputOf<Callback> } },
        onError: { target: 'manageFailed', actions: { type: 'fail', params: errorOf } },
      },
    },
    moved: {
      entry: [
        { type: 'say', params: ({ context }) => ({ body: bookingCard(context.booking!) }) },
        { type: 'say', params: { body: text('talk:callback.moved') } },
      ],
      always: 'done',
    },
    manageFailed: {
      entry: {
        type: 'say',
        params: ({ context }) => ({ body: failureMessage(context.failure!), quickReplies: [BACK] }),
      },
      always: { guard: 'slotTaken', target: 'loadingSlots' },
      on: { 'user.back': 'existing' },
    },
    done: { type: 'final' },
  },
});
