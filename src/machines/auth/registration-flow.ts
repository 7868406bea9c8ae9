import { assign, fromPromise, setup } from 'xstate';
import { logIn, register } from '../../api/accounts.ts';
import { toApiFailure, type ApiFailure } from '../../api/api-failure.ts';
import { failureMessage } from '../../conversation/failure-message.ts';
import type { InputKind, MessageBody } from '../../conversation/chat-message.ts';
import type { RegisterRequest } from '../../contract/accounts.ts';
import { toKenyanE164 } from '../../contract/phone-number.ts';
import type { UserProfile } from '../../contract/session.ts';
import { BACK, choice, chose, sayAction, text, type UserEvent } from '../../conversation/flow-protocol.ts';
import { passwordRefused, passwordRefusedMessage } from './password-refusal.ts';
import { registrationSummary } from './registration-summary.ts';

export type RegistrationOutput = { outcome: 'signed_in'; profile: UserProfile } | { outcome: 'back' };
interface GuardArgs {
  context: RegistrationContext;
  event: UserEvent;
}
type Field =
  | 'first_name'
  | 'last_name'
  | 'phone_number'
  | 'email'
  | 'guardian_name'
  | 'guardian_phone_number'
  | 'password';

export interface RegistrationContext {
  answers: Partial<Record<Field, string>> & { is_adult?: boolean; guardian_consent?: boolean };
  /** Set while the user changes one answer from the summary: the next answer returns there. */
  editing: boolean;
  failure: ApiFailure | null;
  profile: UserProfile | null;
}

const SKIP = choice('skip', 'auth:register.skip_email');
const ADULT = choice('adult', 'auth:register.adult');
const MINOR = choice('minor', 'auth:register.minor');
const CONSENT = choice('consent', 'auth:register.guardian_agrees');
const CREATE = choice('create', 'auth:register.create');
const RETRY = choice('retry', 'auth:login.try_again');
const GUARDIAN_PHONE_SAME: MessageBody = {
  kind: 'notice',
  tone: 'error',
  text: { key: 'errors:field.guardian_phone_same' },
};
const guardianPhone = ask('guardian_phone_number', 'phone', 'guardianConsent', 'guardianName');

const fieldStep: Record<Field, string> = {
  first_name: 'firstName',
  last_name: 'lastName',
  phone_number: 'phone',
  email: 'email',
  guardian_name: 'guardianName',
  guardian_phone_number: 'guardianPhone',
  password: 'password',
};

/** From the summary (or after a failed attempt), "change …" goes to that question and back. */
const changeAnswer = [
  ...Object.entries(fieldStep).map(([field, step]) => ({
    guard: chose(`change:${field}`),
    target: step,
    actions: 'startEditing' as const,
  })),
  { guard: chose('change:age'), target: 'age' },
];

/**
 * After the age answers (and a guardian's, for a minor) comes the password — or, when the user was
 * changing their age from the summary and already chose one, the summary again.
 */
function afterAgeAnswers(guard: ReturnType<typeof chose>, answer: Partial<RegistrationContext['answers']>) {
  const actions = { type: 'answer' as const, params: answer };
  return [
    {
      guard: ({ context, event }: GuardArgs) => guard({ event }) && Boolean(context.answers.password),
      target: 'summary',
      actions,
    },
    { guard, target: 'password', actions },
  ];
}

/** One question per answer; after an edit from the summary, straight back to the summary. */
function ask(field: Field, kind: InputKind, next: string, previous: string, extra: object = {}) {
  return {
    entry: {
      type: 'say' as const,
      params: {
        body: text(`auth:register.ask_${field}`),
        quickReplies: field === 'email' ? [BACK, SKIP] : [BACK],
        input: { kind, label: { key: `auth:fields.${field}` }, optional: field === 'email' },
      },
    },
    on: {
      'user.text': [
        {
          guard: 'editing' as const,
          target: 'summary',
          actions: { type: 'remember' as const, params: { field } },
        },
        { target: next, actions: { type: 'remember' as const, params: { field } } },
      ],
      'user.back': previous,
      ...extra,
    },
  };
}

export function toRegisterRequest({ answers }: RegistrationContext): RegisterRequest {
  const adult = answers.is_adult === true;
  return {
    first_name: answers.first_name ?? '',
    last_name: answers.last_name ?? '',
    phone_number: answers.phone_number ?? '',
    email: answers.email || null,
    password: answers.password ?? '',
    is_adult: adult,
    ...(adult
      ? {}
      : {
          guardian_name: answers.guardian_name,
          guardian_phone_number: answers.guardian_phone_number,
          guardian_consent: answers.guardian_consent === true,
        }),
  };
}

/** Create an account (ARCHITECTURE.md decisions): names, phone, optional e-mail, age or guardian, password. */
export const registrationFlow = setup({
  types: { context: {} as RegistrationContext, events: {} as UserEvent, output: {} as RegistrationOutput },
  actions: {
    say: sayAction<RegistrationContext>(),
    startEditing: assign({ editing: true }),
    answer: assign(({ context }, answer: Partial<RegistrationContext['answers']>) => ({
      answers: { ...context.answers, ...answer },
    })),
    remember: assign(({ context, event }, { field }: { field: Field }) =>
      event.type === 'user.text'
        ? { answers: { ...context.answers, [field]: event.value.trim() }, editing: false }
        : {},
    ),
  },
  guards: {
    editing: ({ context }) => context.editing,
    // The server refuses it too; asking again here saves the farmer a trip through the summary.
    guardianPhoneIsOwn: ({ context, event }) =>
      event.type === 'user.text' &&
      toKenyanE164(event.value) !== null &&
      toKenyanE164(event.value) === toKenyanE164(context.answers.phone_number ?? ''),
  },
  actors: {
    createAccount: fromPromise<UserProfile, RegisterRequest>(async ({ input }) => {
      await register(input);
      return logIn({ username: String(input.phone_number), password: input.password });
    }),
  },
}).createMachine({
  id: 'registration',
  context: { answers: {}, editing: false, failure: null, profile: null },
  initial: 'firstName',
  states: {
    firstName: ask('first_name', 'name', 'lastName', 'cancelled'),
    lastName: ask('last_name', 'name', 'phone', 'firstName'),
    phone: ask('phone_number', 'phone', 'email', 'lastName'),
    email: ask('email', 'email', 'age', 'phone', {
      'user.choice': {
        guard: chose('skip'),
        target: 'age',
        actions: { type: 'answer', params: { email: '' } },
      },
    }),
    age: {
      entry: {
        type: 'say',
        params: { body: text('auth:register.ask_age'), quickReplies: [ADULT, MINOR, BACK] },
      },
      on: {
        'user.choice': [
          ...afterAgeAnswers(chose('adult'), { is_adult: true }),
          {
            guard: chose('minor'),
            target: 'guardianName',
            actions: { type: 'answer', params: { is_adult: false } },
          },
        ],
        'user.back': 'email',
      },
    },
    guardianName: ask('guardian_name', 'name', 'guardianPhone', 'age'),
    guardianPhone: {
      ...guardianPhone,
      on: {
        ...guardianPhone.on,
        'user.text': [
          {
            guard: 'guardianPhoneIsOwn',
            target: 'guardianPhone',
            reenter: true,
            actions: { type: 'say', params: { body: GUARDIAN_PHONE_SAME } },
          },
          ...guardianPhone.on['user.text'],
        ],
      },
    },
    guardianConsent: {
      entry: {
        type: 'say',
        params: { body: text('auth:register.ask_guardian_consent'), quickReplies: [CONSENT, BACK] },
      },
      on: {
        'user.choice': afterAgeAnswers(chose('consent'), { guardian_consent: true }),
        'user.back': 'guardianPhone',
      },
    },
    password: ask('password', 'new_password', 'summary', 'age'),
    summary: {
      entry: { type: 'say', params: ({ context }) => registrationSummary(context, CREATE) },
      on: {
        'user.choice': [{ guard: chose('create'), target: 'submitting' }, ...changeAnswer],
        'user.back': 'password',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'createAccount',
        src: 'createAccount',
        input: ({ context }) => toRegisterRequest(context),
        onDone: { target: 'signedIn', actions: assign({ profile: ({ event }) => event.output }) },
        onError: [
          {
            guard: passwordRefused('password'),
            target: 'password',
            actions: ['startEditing', { type: 'say', params: { body: passwordRefusedMessage } }],
          },
          { target: 'failed', actions: assign({ failure: ({ event }) => toApiFailure(event.error) }) },
        ],
      },
    },
    failed: {
      entry: {
        type: 'say',
        params: ({ context }) => ({
          body: failureMessage(context.failure ?? { kind: 'server' }),
          quickReplies: [RETRY, ...registrationSummary(context, CREATE).quickReplies.slice(1)],
        }),
      },
      on: {
        'user.choice': [{ guard: chose('retry'), target: 'submitting' }, ...changeAnswer],
        'user.back': 'summary',
      },
    },
    signedIn: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }): RegistrationOutput =>
    context.profile ? { outcome: 'signed_in', profile: context.profile } : { outcome: 'back' },
});
