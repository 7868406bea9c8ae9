import { assign, fromPromise, setup } from 'xstate';
import { logIn } from '../../api/accounts.ts';
import { toApiFailure, type ApiFailure } from '../../api/api-failure.ts';
import { failureMessage } from '../../conversation/failure-message.ts';
import type { LoginRequest } from '../../contract/accounts.ts';
import type { UserProfile } from '../../contract/session.ts';
import { BACK, choice, chose, sayAction, text, type UserEvent } from '../../conversation/flow-protocol.ts';

export type LoginOutput =
  { outcome: 'signed_in'; profile: UserProfile } | { outcome: 'forgot' } | { outcome: 'back' };

interface LoginContext {
  username: string;
  password: string;
  profile: UserProfile | null;
  failure: ApiFailure | null;
  outcome: LoginOutput['outcome'] | null;
}

const CHANGE_USERNAME = choice('change_username', 'auth:login.change_username');
const FORGOT = choice('forgot', 'auth:menu.forgot');

/** Sign in, one question at a time: phone or e-mail, then password. */
export const loginFlow = setup({
  types: {
    context: {} as LoginContext,
    events: {} as UserEvent,
    input: {} as { username?: string } | undefined,
    output: {} as LoginOutput,
  },
  actions: { say: sayAction<LoginContext>() },
  actors: {
    logIn: fromPromise<UserProfile, LoginRequest>(({ input }) => logIn(input)),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    username: input?.username ?? '',
    password: '',
    profile: null,
    failure: null,
    outcome: null,
  }),
  initial: 'askUsername',
  states: {
    askUsername: {
      entry: {
        type: 'say',
        params: {
          body: text('auth:login.ask_username'),
          quickReplies: [BACK],
          input: { kind: 'username', label: { key: 'auth:fields.username' } },
        },
      },
      on: {
        'user.text': {
          target: 'askPassword',
          actions: assign({ username: ({ event }) => event.value.trim() }),
        },
        'user.back': 'back',
      },
    },
    askPassword: {
      entry: {
        type: 'say',
        params: {
          body: text('auth:login.ask_password'),
          quickReplies: [BACK, FORGOT],
          input: { kind: 'password', label: { key: 'auth:fields.password' } },
        },
      },
      on: {
        'user.text': { target: 'submitting', actions: assign({ password: ({ event }) => event.value }) },
        'user.choice': { guard: chose('forgot'), target: 'forgot' },
        'user.back': 'askUsername',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ context }) => ({ username: context.username, password: context.password }),
        onDone: {
          target: 'signedIn',
          actions: assign({ profile: ({ event }) => event.output, password: '' }),
        },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => toApiFailure(event.error), password: '' }),
        },
      },
    },
    // A refused sign-in asks for the password again in a password box: whatever is typed next is the
    // password, never a command, and is never shown in the transcript.
    failed: {
      entry: [
        {
          type: 'say',
          params: ({ context }) => ({ body: failureMessage(context.failure ?? { kind: 'server' }) }),
        },
        {
          type: 'say',
          params: {
            body: text('auth:login.ask_password_again'),
            quickReplies: [CHANGE_USERNAME, FORGOT],
            input: { kind: 'password', label: { key: 'auth:fields.password' } },
          },
        },
      ],
      on: {
        'user.text': { target: 'submitting', actions: assign({ password: ({ event }) => event.value }) },
        'user.choice': [
          { guard: chose('change_username'), target: 'askUsername' },
          { guard: chose('forgot'), target: 'forgot' },
        ],
        'user.back': 'askUsername',
      },
    },
    signedIn: { type: 'final', entry: assign({ outcome: 'signed_in' as const }) },
    forgot: { type: 'final', entry: assign({ outcome: 'forgot' as const }) },
    back: { type: 'final', entry: assign({ outcome: 'back' as const }) },
  },
  output: ({ context }): LoginOutput =>
    context.outcome === 'signed_in' && context.profile
      ? { outcome: 'signed_in', profile: context.profile }
      : { outcome: context.outcome === 'forgot' ? 'forgot' : 'back' },
});
