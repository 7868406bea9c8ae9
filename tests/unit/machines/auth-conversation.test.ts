import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiFailure } from '../../../src/api/api-failure.ts';
import type { LoginRequest, PasswordReset, RegisterRequest } from '../../../src/contract/accounts.ts';
import type { UserProfile } from '../../../src/contract/session.ts';
import { authConversation } from '../../../src/machines/auth/auth-conversation.ts';
import { loginFlow } from '../../../src/machines/auth/login-flow.ts';
import { passwordResetFlow } from '../../../src/machines/auth/password-reset-flow.ts';
import { registrationFlow, toRegisterRequest } from '../../../src/machines/auth/registration-flow.ts';
import { conversationHandlers } from '../../../src/chat/conversation-handlers.ts';

const profile: UserProfile = {
  id: 'u1',
  first_name: 'Amina',
  last_name: 'Otieno',
  email: null,
  phone_number: '+254712345678',
};

/** An axios-like rejection, as the API layer would see it. */
function apiError(status: number, data: object) {
  return Object.assign(new Error('request failed'), {
    isAxiosError: true,
    response: { status, data, headers: {} },
  });
}

function start(
  options: {
    logIn?: (request: LoginRequest) => Promise<UserProfile>;
    createAccount?: (request: RegisterRequest) => Promise<UserProfile>;
    reset?: (request: PasswordReset) => Promise<void>;
  } = {},
) {
  const calls: { login: LoginRequest[]; register: RegisterRequest[]; reset: PasswordReset[] } = {
    login: [],
    register: [],
    reset: [],
  };
  const machine = authConversation.provide({
    actors: {
      login: loginFlow.provide({
        actors: {
          logIn: fromPromise(async ({ input }: { input: LoginRequest }) => {
            calls.login.push(input);
            return (options.logIn ?? (async () => profile))(input);
          }),
        },
      }),
      registration: registrationFlow.provide({
        actors: {
          createAccount: fromPromise(async ({ input }: { input: RegisterRequest }) => {
            calls.register.push(input);
            return (options.createAccount ?? (async () => profile))(input);
          }),
        },
      }),
      passwordReset: passwordResetFlow.provide({
        actors: {
          requestCode: fromPromise<void, { username: string }>(async () => undefined),
          reset: fromPromise(async ({ input }: { input: PasswordReset }) => {
            calls.reset.push(input);
            await (options.reset ?? (async () => undefined))(input);
          }),
        },
      }),
    },
  });
  const actor = createActor(machine).start();
  const chat = conversationHandlers((event) => actor.send(event));
  const say = (value: string) => chat.onText(value, value);
  const choose = (value: string) => chat.onChoice(value, value);
  const lastKey = () => {
    const body = actor.getSnapshot().context.messages.at(-1)?.body;
    return body && 'text' in body && typeof body.text === 'object' ? body.text.key : body;
  };
  return { actor, calls, say, choose, lastKey };
}

describe('the /auth conversation', () => {
  it('greets with the four choices, the plant check first and opening the camera', () => {
    const { actor, lastKey } = start();
    expect(lastKey()).toBe('auth:greeting');
    const replies = actor.getSnapshot().context.messages[0]?.quickReplies ?? [];
    expect(replies.map((reply) => reply.value)).toEqual(['diagnose', 'login', 'register', 'forgot']);
    expect(replies[0]?.opens).toBe('photo');
  });

  it('signs in one question at a time and ends signed in', async () => {
    const { actor, calls, say, choose, lastKey } = start();
    choose('login');
    expect(lastKey()).toBe('auth:login.ask_username');
    expect(actor.getSnapshot().context.input?.kind).toBe('username');
    say('0712 345 678');
    expect(actor.getSnapshot().context.input?.kind).toBe('password');
    say('a long secret');
    await waitFor(actor, (state) => state.status === 'done');
    expect(calls.login).toEqual([{ username: '0712 345 678', password: 'a long secret' }]);
    expect(actor.getSnapshot().context.profile).toEqual(profile);
  });

  it('explains a failed sign-in and lets the user try again without retyping the phone', async () => {
    let attempt = 0;
    const { actor, calls, say, choose, lastKey } = start({
      logIn: async () => {
        attempt += 1;
        if (attempt === 1) throw apiError(401, { detail: 'wrong', code: 'invalid_credentials' });
        return profile;
      },
    });
    choose('login');
    say('amina@example.com');
    say('wrong password');
    await waitFor(actor, () => lastKey() === 'auth:login.ask_password_again');
    const said = actor.getSnapshot().context.messages.map((message) => message.body);
    expect(said).toContainEqual(expect.objectContaining({ text: { key: 'errors:invalid_credentials' } }));
    expect(actor.getSnapshot().context.input?.kind).toBe('password');
    say('right password');
    await waitFor(actor, (state) => state.status === 'done');
    expect(calls.login).toEqual([
      { username: 'amina@example.com', password: 'wrong password' },
      { username: 'amina@example.com', password: 'right password' },
    ]);
  });

  it('takes whatever is typed after a refused password as the password, never as a command', async () => {
    const { actor, calls, say, choose, lastKey } = start({
      logIn: async () => {
        throw apiError(401, { detail: 'wrong', code: 'invalid_credentials' });
      },
    });
    choose('login');
    say('0712345678');
    for (const [tries, typed] of ['first try', 'menu', '2', 'rudi'].entries()) {
      say(typed);
      await waitFor(
        actor,
        () => calls.login.length === tries + 1 && lastKey() === 'auth:login.ask_password_again',
      );
      expect(actor.getSnapshot().context.input?.kind).toBe('password');
    }
    expect(calls.login.map((call) => call.password)).toEqual(['first try', 'menu', '2', 'rudi']);
    expect(actor.getSnapshot().value).toBe('login');
  });

  it('goes back a step, and from the first step back to the menu', () => {
    const { actor, say, choose, lastKey } = start();
    choose('login');
    say('0712345678');
    actor.send({ type: 'user.back' });
    expect(lastKey()).toBe('auth:login.ask_username');
    actor.send({ type: 'user.back' });
    expect(lastKey()).toBe('auth:menu.again');
    expect(actor.getSnapshot().value).toBe('menu');
  });

  it('takes a typed number as that menu entry', () => {
    const { actor, say, lastKey } = start();
    // The plant check is first; sign-in is second.
    say('2');
    expect(lastKey()).toBe('auth:login.ask_username');
    expect(actor.getSnapshot().context.messages.filter((m) => m.sender === 'user')).toHaveLength(1);
  });

  it('asks to pick an option when free text arrives at the menu', () => {
    const { say, lastKey } = start();
    say('hello');
    expect(lastKey()).toBe('auth:menu.pick_one');
  });

  it('reads a typed symptom or pest name on the advice’s describe path, and "menu" or "rudi" as the menu', () => {
    for (const typed of ['my maize leaves have yellow streaks', 'viwavijeshi', 'viwavi jeshi']) {
      const { actor, say } = start();
      say(typed);
      expect(actor.getSnapshot().value).toBe('advice');
      expect(actor.getSnapshot().context.handOver).toEqual({ flow: 'advice', input: { text: typed } });
    }
    for (const typed of ['menu', 'rudi', 'back']) {
      const { say, lastKey } = start();
      say(typed);
      expect(lastKey()).toBe('auth:menu.again');
    }
  });

  it('answers a typed planting or weather question without an account, with the words it was asked in', () => {
    const asked = [
      ['nipande mahindi lini?', 'calendar'],
      ['when should I plant beans?', 'calendar'],
      ['hali ya hewa kesho?', 'weather'],
      ['will it rain this week?', 'weather'],
    ] as const;
    for (const [typed, flow] of asked) {
      const { actor, say } = start();
      say(typed);
      expect(actor.getSnapshot().value, typed).toBe(flow);
      expect(actor.getSnapshot().context.asked).toBe(typed);
      say('menu');
      expect(actor.getSnapshot().value).toBe('menu');
    }
  });

  it('registers an adult, skipping the e-mail, after a summary that can change an answer', async () => {
    const { actor, calls, say, choose, lastKey } = start();
    choose('register');
    say('Amina');
    say('Otieno');
    say('0712345678');
    choose('skip');
    choose('adult');
    say('maize and beans');
    expect(lastKey()).toBe('auth:register.summary_adult');
    choose('change:phone_number');
    say('+254 722 000 111');
    expect(lastKey()).toBe('auth:register.summary_adult');
    choose('create');
    await waitFor(actor, (state) => state.status === 'done');
    expect(calls.register[0]).toMatchObject({
      first_name: 'Amina',
      phone_number: '+254 722 000 111',
      email: null,
      is_adult: true,
    });
    expect(calls.register[0]).not.toHaveProperty('guardian_name');
  });

  it('registers a minor with a guardian who consents', async () => {
    const { actor, calls, say, choose, lastKey } = start();
    choose('register');
    say('Juma');
    say('Kariuki');
    say('0712345678');
    say('juma@example.com');
    choose('minor');
    expect(lastKey()).toBe('auth:register.ask_guardian_name');
    say('Grace Kariuki');
    say('0733000111');
    choose('consent');
    say('strong enough pass');
    expect(lastKey()).toBe('auth:register.summary_minor');
    choose('create');
    await waitFor(actor, (state) => state.status === 'done');
    expect(calls.register[0]).toMatchObject({
      is_adult: false,
      guardian_name: 'Grace Kariuki',
      guardian_phone_number: '0733000111',
      guardian_consent: true,
    });
  });

  it('asks again for a guardian phone that is the minor’s own, saying why', async () => {
    const { actor, calls, say, choose, lastKey } = start();
    choose('register');
    for (const answer of ['Juma', 'Kariuki', '0712345678']) say(answer);
    choose('skip');
    choose('minor');
    say('Grace Kariuki');
    say('+254 712 345 678');
    const keys = actor.getSnapshot().context.messages.map((m) => ('text' in m.body ? m.body.text : null));
    expect(keys.at(-2)).toEqual({ key: 'errors:field.guardian_phone_same' });
    expect(lastKey()).toBe('auth:register.ask_guardian_phone_number');
    expect(actor.getSnapshot().context.input?.kind).toBe('phone');
    say('0733000111');
    choose('consent');
    say('strong enough pass');
    choose('create');
    await waitFor(actor, (state) => state.status === 'done');
    expect(calls.register[0]?.guardian_phone_number).toBe('0733000111');
  });

  it('keeps every answer when the server refuses one, and offers to change it', async () => {
    let attempt = 0;
    const { actor, calls, say, choose } = start({
      createAccount: async () => {
        attempt += 1;
        if (attempt === 1)
          throw apiError(400, { phone_number: ['This phone number already has an account.'] });
        return profile;
      },
    });
    choose('register');
    for (const answer of ['Amina', 'Otieno', '0712345678']) say(answer);
    choose('skip');
    choose('adult');
    say('maize and beans');
    choose('create');
    await waitFor(actor, (state) =>
      state.context.messages.some(
        (m) => m.body.kind === 'literal' && m.body.text.includes('already has an account'),
      ),
    );
    choose('change:phone_number');
    say('0799000111');
    choose('create');
    await waitFor(actor, (state) => state.status === 'done');
    expect(calls.register.map((call) => call.phone_number)).toEqual(['0712345678', '0799000111']);
    expect(calls.register[1]?.first_name).toBe('Amina');
  });

  it('asks again in a password box, explaining why, when the server finds the password too easy', async () => {
    const tooEasy = apiError(400, { password: ['This password is too easy to guess.'] });
    const { actor, calls, say, choose, lastKey } = start({
      createAccount: async (request) => {
        if (request.password === 'password123') throw tooEasy;
        return profile;
      },
    });
    choose('register');
    for (const answer of ['Amina', 'Otieno', '0712345678']) say(answer);
    choose('skip');
    choose('adult');
    say('password123');
    choose('create');
    await waitFor(actor, () => lastKey() === 'auth:register.ask_password');
    const keys = actor.getSnapshot().context.messages.map((m) => ('text' in m.body ? m.body.text : null));
    expect(keys.at(-2)).toEqual({ key: 'auth:password_refused' });
    expect(actor.getSnapshot().context.input?.kind).toBe('new_password');
    say('maize and beans');
    expect(lastKey()).toBe('auth:register.summary_adult');
    choose('create');
    await waitFor(actor, (state) => state.status === 'done');
    expect(calls.register.map((call) => call.password)).toEqual(['password123', 'maize and beans']);
  });

  it('asks only for another new password when a reset refuses one as too easy', async () => {
    const { actor, calls, say, choose, lastKey } = start({
      reset: async (request) => {
        if (request.new_password === 'password123') {
          throw apiError(400, { new_password: ['This password is too easy to guess.'] });
        }
      },
    });
    choose('forgot');
    say('0712345678');
    await waitFor(actor, () => lastKey() === 'auth:reset.ask_code');
    say('123456');
    say('password123');
    await waitFor(actor, () => lastKey() === 'auth:reset.ask_new_password');
    expect(actor.getSnapshot().context.input?.kind).toBe('new_password');
    say('my new password');
    await waitFor(actor, () => lastKey() === 'auth:login.ask_username');
    expect(calls.reset.map((call) => [call.code, call.new_password])).toEqual([
      ['123456', 'password123'],
      ['123456', 'my new password'],
    ]);
  });

  it('resets a forgotten password with the code, then signs in with the phone already known', async () => {
    const { actor, calls, say, choose, lastKey } = start();
    choose('forgot');
    say('0712345678');
    await waitFor(actor, () => lastKey() === 'auth:reset.ask_code');
    say('123456');
    say('my new password');
    await waitFor(actor, () => lastKey() === 'auth:login.ask_username');
    expect(calls.reset).toEqual([
      { username: '0712345678', code: '123456', new_password: 'my new password' },
    ]);
    expect(
      actor
        .getSnapshot()
        .context.messages.some(
          (m) =>
            'text' in m.body && typeof m.body.text === 'object' && m.body.text.key === 'auth:reset.changed',
        ),
    ).toBe(true);
  });
});

describe('toRegisterRequest', () => {
  it('sends no guardian fields for an adult and an empty e-mail as null', () => {
    const request = toRegisterRequest({
      answers: {
        first_name: 'A',
        last_name: 'B',
        phone_number: '0712345678',
        email: '',
        password: 'x'.repeat(8),
        is_adult: true,
      },
      editing: false,
      failure: null as ApiFailure | null,
      profile: null,
    });
    expect(request).toEqual({
      first_name: 'A',
      last_name: 'B',
      phone_number: '0712345678',
      email: null,
      password: 'xxxxxxxx',
      is_adult: true,
    });
  });
});

describe('messages that could not be sent', () => {
  it('are marked not sent when the connection fails, and the flow offers to try again', async () => {
    const offline = Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
    const { actor, say, choose } = start({
      logIn: async () => {
        throw offline;
      },
    });
    choose('login');
    say('0712345678');
    say('my password here');
    await waitFor(actor, (state) =>
      state.context.messages.some(
        (m) => m.body.kind === 'notice' && m.body.text.key === 'errors:network_error',
      ),
    );
    const messages = actor.getSnapshot().context.messages;
    const lastUser = messages.findLast((m) => m.sender === 'user');
    expect(lastUser?.delivery).toBe('failed');
    // The password was not kept: it is asked for again, in a password box.
    expect(actor.getSnapshot().context.input?.kind).toBe('password');
  });
});
