import { assign, fromPromise, setup } from 'xstate';
import { requestPasswordReset, resetPassword } from '../../api/accounts.ts';
import { toApiFailure, type ApiFailure } from '../../api/api-failure.ts';
import { failureMessage } from '../../conversation/failure-message.ts';
import type { PasswordReset } from '../../contract/accounts.ts';
import { passwordRefused, passwordRefusedMessage } from './password-refusal.ts';
import { BACK, choice, chose, sayAction, text, type UserEvent } from '../../conversation/flow-protocol.ts';

export type PasswordResetOutput = { outcome: 'changed'; username: string } | { outcome: 'back' };

interface ResetContext {
  username: string;
  code: string;
  failure: ApiFailure | null;
  outcome: PasswordResetOutput['outcome'] | null;
}

const RESEND = choice('resend', 'auth:reset.send_again');
const RETRY = choice('retry', 'auth:login.try_again');

/** Forgot password: phone or e-mail → a 6-digit code by SMS or e-mail → a new password. */
export const passwordResetFlow = setup({
  types: { context: {} as ResetContext, events: {} as UserEvent, output: {} as PasswordResetOutput },
  actions: { say: sayAction<ResetContext>() },
  actors: {
    requestCode: fromPromise<void, { username: string }>(({ input }) => requestPasswordReset(input)),
    reset: fromPromise<void, PasswordReset>(({ input }) => resetPassword(input)),
  },
}).createMachine({
  id: 'passwordReset',
  context: { username: '', code: '', failure: null, outcome: null },
  initial: 'askUsername',
  states: {
    askUsername: {
      entry: {
        type: 'say',
        params: {
          body: text('auth:reset.ask_username'),
          quickReplies: [BACK],
          input: { kind: 'username', label: { key: 'auth:fields.username' } },
        },
      },
      on: {
        'user.text': {
          target: 'requesting',
          actions: assign({ username: ({ event }) => event.value.trim() }),
        },
        'user.back': 'back',
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ username: context.username }),
        onDone: 'askCode',
        onError: {
          target: 'requestFailed',
          actions: assign({ failure: ({ event }) => toApiFailure(event.error) }),
        },
      },
    },
    requestFailed: {
      entry: {
        type: 'say',
        params: ({ context }) => ({
          body: failureMessage(context.failure ?? { kind: 'server' }),
          quickReplies: [RETRY, BACK],
        }),
      },
      on: { 'user.choice': { guard: chose('retry'), target: 'requesting' }, 'user.back': 'askUsername' },
    },
    askCode: {
      entry: {
        type: 'say',
        params: {
          body: text('auth:reset.ask_code'),
          quickReplies: [BACK, RESEND],
          input: { kind: 'code', label: { key: 'auth:fields.code' } },
        },
      },
      on: {
        'user.text': {
          target: 'askNewPassword',
          actions: assign({ code: ({ event }) => event.value.trim() }),
        },
        'user.choice': { guard: chose('resend'), target: 'requesting' },
        'user.back': 'askUsername',
      },
    },
    askNewPassword: {
      entry: {
        type: 'say',
        params: {
          body: text('auth:reset.ask_new_password'),
          quickReplies: [BACK],
          input: { kind: 'new_password', label: { key: 'auth:fields.new_password' } },
        },
      },
      on: { 'user.text': 'resetting', 'user.back': 'askCode' },
    },
    resetting: {
      tags: ['busy'],
      invoke: {
        id: 'reset',
        src: 'reset',
        input: ({ context, event }) => ({
          username: context.username,
          code: context.code,
          new_password: event.type === 'user.text' ? event.value : '',
        }),
        onDone: 'changed',
        // The code was right and is still unused: only a new password is needed.
        onError: [
          {
            guard: passwordRefused('new_password'),
            target: 'askNewPassword',
            actions: { type: 'say', params: { body: passwordRefusedMessage } },
          },
          {
            target: 'resetFailed',
            actions: assign({ failure: ({ event }) => toApiFailure(event.error) }),
          },
        ],
      },
    },
    resetFailed: {
      entry: {
        type: 'say',
        params: ({ context }) => ({
          body: failureMessage(context.failure ?? { kind: 'server' }),
          quickReplies: [choice('retry_code', 'auth:reset.enter_code_again'), RESEND, BACK],
        }),
      },
      on: {
        'user.choice': [
          { guard: chose('retry_code'), target: 'askCode' },
          { guard: chose('resend'), target: 'requesting' },
        ],
        'user.back': 'askCode',
      },
    },
    changed: { type: 'final', entry: assign({ outcome: 'changed' as const }) },
    back: { type: 'final', entry: assign({ outcome: 'back' as const }) },
  },
  output: ({ context }): PasswordResetOutput =>
    context.outcome === 'changed' ? { outcome: 'changed', username: context.username } : { outcome: 'back' },
});
