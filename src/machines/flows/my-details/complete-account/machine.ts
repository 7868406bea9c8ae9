import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { completeAccount } from '../../../../api/account-completion.ts';
import { toApiFailure, type ApiFailure } from '../../../../api/api-failure.ts';
import {
  completeAccountRequestSchema,
  type CompleteAccountRequest,
} from '../../../../contract/account-completion.ts';
import type { UserProfile } from '../../../../contract/session.ts';
import { chose, sayAction, type UserEvent } from '../../../../conversation/flow-protocol.ts';
import { reportAction } from '../../../shared/child-relay.ts';
import * as say from './messages.ts';

type Field = keyof CompleteAccountRequest;
const FIELDS: Field[] = ['first_name', 'last_name', 'phone_number', 'password'];
const schemas = completeAccountRequestSchema.shape;

interface CompleteAccountContext {
  /** The answers as the contract hands them on (a number as +254…); kept whatever the server answers. */
  answers: Partial<Record<Field, string>>;
  /** Set once every answer was given: a corrected answer goes straight back to sending. */
  answered: boolean;
  failure: ApiFailure | null;
  profile: UserProfile | null;
}

const typed = (event: UserEvent) => {
  assertEvent(event, 'user.text');
  return event.value;
};
const parsed = (field: Field, event: UserEvent) => schemas[field].safeParse(typed(event));

/** The first answer the server refused, to ask again; none when it refused no answer in particular. */
function refusedField(failure: ApiFailure): Field | undefined {
  return failure.kind === 'fields' ? FIELDS.find((field) => field in failure.fields) : undefined;
}

/** The step that asks for a field, the step after it, and the words for a refused answer. */
const STEPS: Record<Field, { step: string; next: string; previous: string; invalid: string }> = {
  first_name: {
    step: 'firstName',
    next: 'lastName',
    previous: 'cancelled',
    invalid: 'assistant:details.invalid_name',
  },
  last_name: {
    step: 'lastName',
    next: 'phone',
    previous: 'firstName',
    invalid: 'assistant:details.invalid_name',
  },
  phone_number: {
    step: 'phone',
    next: 'password',
    previous: 'lastName',
    invalid: 'assistant:details.invalid_phone_number',
  },
  password: {
    step: 'password',
    next: 'checking',
    previous: 'phone',
    invalid: 'assistant:details.complete.invalid_password',
  },
};

/** One question: a valid answer is kept and goes on (or, once all were given, back to sending). */
function question(field: Field, ask: () => ReturnType<typeof say.askPhone>) {
  const { step, next, previous, invalid } = STEPS[field];
  return {
    entry: [
      { type: 'report' as const, params: { type: 'step.resting' as const } },
      { type: 'say' as const, params: ask },
    ],
    on: {
      'user.text': [
        {
          guard: ({ context, event }: { context: CompleteAccountContext; event: UserEvent }) =>
            context.answered && parsed(field, event).success,
          target: 'checking',
          actions: { type: 'remember' as const, params: { field } },
        },
        {
          guard: ({ event }: { event: UserEvent }) => parsed(field, event).success,
          target: next,
          actions: { type: 'remember' as const, params: { field } },
        },
        { target: step, reenter: true, actions: { type: 'say' as const, params: say.invalid(invalid) } },
      ],
      'user.back': previous,
    },
  };
}

/**
 * Completing a Community-only account (issue 31 §3) in the chat: the real first and last name, the
 * phone number and a password, each checked with the contract's rules as it is typed, then sent to
 * `accounts/complete/`. A refused answer (a number another account holds) is asked again alone; every
 * other answer stays as typed. My details invokes it, relays its messages and forwards the answers; it
 * finishes with the completed profile, or null on "back".
 */
export const completeAccountFlow = setup({
  types: {
    context: {} as CompleteAccountContext,
    events: {} as UserEvent,
    output: {} as UserProfile | null,
  },
  actions: {
    say: sayAction<CompleteAccountContext>(),
    report: reportAction<CompleteAccountContext, UserEvent>(),
    remember: assign(({ context, event }, { field }: { field: Field }) => {
      const value = parsed(field, event);
      return value.success ? { answers: { ...context.answers, [field]: value.data } } : {};
    }),
  },
  actors: {
    complete: fromPromise(({ input }: { input: CompleteAccountRequest }) => completeAccount(input)),
  },
  guards: {
    // A password is never kept across a reload: after one, it is asked again before sending.
    missingPassword: ({ context }) => !context.answers.password,
    refusedAnswer: (_, failure: ApiFailure) => refusedField(failure) !== undefined,
  },
}).createMachine({
  id: 'completeAccount',
  context: { answers: {}, answered: false, failure: null, profile: null },
  initial: 'firstName',
  entry: { type: 'say', params: say.explain },
  output: ({ context }) => context.profile,
  states: {
    firstName: question('first_name', say.askFirstName),
    lastName: question('last_name', say.askLastName),
    phone: question('phone_number', say.askPhone),
    password: question('password', say.askPassword),
    checking: {
      entry: assign({ answered: true }),
      always: [{ guard: 'missingPassword', target: 'password' }, { target: 'sending' }],
    },
    sending: {
      tags: ['busy'],
      entry: { type: 'report', params: { type: 'step.busy' } },
      invoke: {
        src: 'complete',
        input: ({ context }) => context.answers as CompleteAccountRequest,
        onDone: {
          target: 'done',
          actions: [
            assign({ profile: ({ event }) => event.output }),
            { type: 'say', params: ({ event }) => say.completed(event.output.phone_number ?? '') },
          ],
        },
        onError: [
          {
            guard: { type: 'refusedAnswer', params: ({ event }) => toApiFailure(event.error) },
            target: 'refused',
            actions: assign({ failure: ({ event }) => toApiFailure(event.error) }),
          },
          {
            target: 'failed',
            actions: assign({ failure: ({ event }) => toApiFailure(event.error) }),
          },
        ],
      },
    },
    /** Says why, then asks again the first answer refused. */
    refused: {
      entry: { type: 'say', params: ({ context }) => say.refused(context.failure!) },
      always: FIELDS.map((field) => ({
        guard: ({ context }: { context: CompleteAccountContext }) => refusedField(context.failure!) === field,
        target: STEPS[field].step,
      })),
    },
    failed: {
      entry: [
        { type: 'report', params: { type: 'step.resting' } },
        { type: 'say', params: ({ context }) => say.failed(context.failure!) },
      ],
      on: { 'user.choice': { guard: chose('retry'), target: 'checking' }, 'user.back': 'password' },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
