import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure } from '../../../api/api-failure.ts';
import type { Callback, CallbackCreate, CallbackCreated, Slot } from '../../../contract/callback.ts';
import { sayAction, type UserEvent } from '../../../conversation/flow-protocol.ts';
import {
  bookCallback,
  cancelCallback,
  fetchOpenSlots,
  fetchUpcomingCallbacks,
  moveCallback,
} from '../../../api/callback.ts';
import { getProfile } from '../../../api/session-store.ts';
import type { CallbackContext, CallbackFlowInput, CallbackStart } from './context.ts';
import { slotsFrom, type CallbackAnswers } from './messages.ts';

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

/** The callback flow's types, actions, actors and guards, shared by its machine and its state files. */
export const callbackSetup = setup({
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
      slots: ({ context }, { output }: { output: Slot[] }) => slotsFrom(output, context.fromDay),
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
});
