import { describe, expect, it } from 'vitest';
import { loginFlow } from '../../../src/machines/auth/login-flow.ts';
import { passwordResetFlow } from '../../../src/machines/auth/password-reset-flow.ts';
import { registrationFlow } from '../../../src/machines/auth/registration-flow.ts';
import { walkMachine } from './graph-coverage.ts';

const profile = { id: 'u', first_name: 'A', last_name: 'B', email: null, phone_number: '+254712345678' };
const refused = {
  isAxiosError: true,
  response: { status: 401, data: { detail: 'no', code: 'invalid_credentials' } },
};

const userEvents = (choices: string[]) => [
  { type: 'user.text', value: 'some answer' },
  { type: 'user.back' },
  ...choices.map((value) => ({ type: 'user.choice', value })),
];

describe('auth flows, walked as graphs', () => {
  it('login: every state is reachable', () => {
    const walk = walkMachine(loginFlow, [
      ...userEvents(['change_username', 'forgot']),
      { type: 'xstate.done.actor.logIn', output: profile },
      { type: 'xstate.error.actor.logIn', error: refused },
    ]);
    expect(walk.unreached).toEqual([]);
    expect(walk.transitions.size).toBeGreaterThan(7);
  });

  it('registration: every state is reachable, the guardian path and edits included', () => {
    const walk = walkMachine(registrationFlow, [
      ...userEvents([
        'skip',
        'adult',
        'minor',
        'consent',
        'create',
        'retry',
        'change:phone_number',
        'change:age',
      ]),
      { type: 'xstate.done.actor.createAccount', output: profile },
      { type: 'xstate.error.actor.createAccount', error: refused },
    ]);
    expect(walk.unreached).toEqual([]);
  });

  it('password reset: every state is reachable', () => {
    const walk = walkMachine(passwordResetFlow, [
      ...userEvents(['resend', 'retry', 'retry_code']),
      { type: 'xstate.done.actor.requestCode' },
      { type: 'xstate.error.actor.requestCode', error: refused },
      { type: 'xstate.done.actor.reset' },
      { type: 'xstate.error.actor.reset', error: refused },
    ]);
    expect(walk.unreached).toEqual([]);
  });
});
