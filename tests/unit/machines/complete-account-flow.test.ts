import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getProfile, storeProfile } from '../../../src/api/session-store.ts';
import type { CompleteAccountRequest } from '../../../src/contract/account-completion.ts';
import type { UserProfile } from '../../../src/contract/session.ts';
import { COMPLETE_ACCOUNT } from '../../../src/conversation/account-incomplete-offer.ts';
import { BACK } from '../../../src/conversation/flow-protocol.ts';
import * as myFarms from '../../../src/machines/flows/my-farms/messages.ts';
import { assistantMachine } from '../../../src/machines/assistant/assistant-machine.ts';
import { completeAccountFlow } from '../../../src/machines/flows/my-details/complete-account/machine.ts';
import { myDetailsFlow } from '../../../src/machines/flows/my-details/machine.ts';
import { installMemoryStorage } from './memory-storage.ts';

beforeEach(() => {
  installMemoryStorage();
  storeProfile(communityOnly);
});

const communityOnly: UserProfile = {
  id: '6f1c1f0e-7c53-4d33-9a8e-2f0f5e0e7a11',
  first_name: 'Jirani',
  last_name: '',
  phone_number: null,
  email: null,
};
const TAKEN = '+254711000222';

function run() {
  const sent: CompleteAccountRequest[] = [];
  const complete = completeAccountFlow.provide({
    actors: {
      complete: fromPromise(async ({ input }: { input: CompleteAccountRequest }): Promise<UserProfile> => {
        sent.push(input);
        // The server's answer to a number another account holds: 400 with the field's message.
        if (input.phone_number === TAKEN)
          throw Object.assign(new Error('taken'), {
            isAxiosError: true,
            response: { status: 400, data: { phone_number: ['This phone number already has an account.'] } },
          });
        const { password: _password, ...answers } = input;
        const profile = { ...communityOnly, ...answers, phone_number: String(input.phone_number) };
        storeProfile(profile);
        return profile;
      }),
    },
  });
  const flow = myDetailsFlow.provide({ actors: { completeAccount: complete } });
  const actor = createActor(assistantMachine.provide({ actors: { my_details: flow } }), {
    input: {},
  }).start();
  const settle = () => waitFor(actor, (state) => !state.children.flow?.getSnapshot().hasTag('busy'));
  const messages = () => actor.getSnapshot().context.messages;
  const key = (message = messages().at(-1)!) =>
    'text' in message.body && typeof message.body.text === 'object'
      ? message.body.text.key
      : message.body.kind;
  const send = async (event: { type: 'user.choice' | 'user.text'; value: string }) => {
    actor.send(event);
    await settle();
  };
  return {
    actor,
    sent,
    key,
    messages,
    choose: (value: string) => send({ type: 'user.choice', value }),
    type: (value: string) => send({ type: 'user.text', value }),
  };
}

describe('completing a Community-only account in the chat', () => {
  it('asks the names, number and password; a refused number alone is asked again', async () => {
    const chat = run();
    // The offer under a refusal that says the account is incomplete.
    await chat.choose(COMPLETE_ACCOUNT.value);
    expect(
      chat
        .messages()
        .slice(-2)
        .map((message) => chat.key(message)),
    ).toEqual(['assistant:details.complete.explain', 'assistant:details.complete.ask_first_name']);
    await chat.type('Neema');
    await chat.type('Otieno');
    expect(chat.key()).toBe('assistant:details.complete.ask_phone_number');
    await chat.type('12345');
    expect(chat.messages().at(-2)!.body).toMatchObject({ kind: 'notice', tone: 'error' });
    expect(chat.key()).toBe('assistant:details.complete.ask_phone_number');
    await chat.type('0711 000 222');
    await chat.type('short');
    expect(chat.key(chat.messages().at(-2))).toBe('assistant:details.complete.invalid_password');
    await chat.type('mavuno mazuri 2026');
    // The server refuses the number: said, and only the number is asked again.
    expect(chat.sent).toHaveLength(1);
    expect(chat.messages().at(-2)!.body).toEqual({
      kind: 'literal',
      text: 'This phone number already has an account.',
    });
    expect(chat.key()).toBe('assistant:details.complete.ask_phone_number');
    await chat.type('0722 000 111');
    expect(chat.sent[1]).toEqual({
      first_name: 'Neema',
      last_name: 'Otieno',
      phone_number: '+254722000111',
      password: 'mavuno mazuri 2026',
    });
    expect(chat.key(chat.messages().at(-2))).toBe('assistant:details.complete.done');
    expect(getProfile()).toMatchObject({ first_name: 'Neema', phone_number: '+254722000111' });
    expect(chat.actor.getSnapshot().context.firstName).toBe('Neema');
  });

  it('offers completing in My details in place of changing a number the account does not have', async () => {
    const chat = run();
    await chat.type('my details');
    const replies = chat
      .messages()
      .at(-1)!
      .quickReplies!.map((reply) => reply.value);
    expect(replies).toContain('complete_account');
    expect(replies).not.toContain('phone_number');
    await chat.choose('phone_number');
    expect(chat.key()).toBe('assistant:details.complete.ask_first_name');
  });

  it('offers it, not "try again", where the farms answer that the account is incomplete', () => {
    const refusal = (code: string) =>
      myFarms.failed({ failure: { kind: 'detail', status: 409, code, detail: '' } } as never).quickReplies;
    expect(refusal('account_incomplete')).toEqual([COMPLETE_ACCOUNT, BACK]);
    expect(refusal('conflict')).not.toContainEqual(COMPLETE_ACCOUNT);
  });
});
