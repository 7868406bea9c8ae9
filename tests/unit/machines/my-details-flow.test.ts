import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getProfile } from '../../../src/api/session-store.ts';
import type { CommunityProfile, CommunityProfileUpdate } from '../../../src/contract/community-profile.ts';
import type { ContactConfirm, ProfileUpdate, ProfileUpdated } from '../../../src/contract/data-rights.ts';
import type { PreparedPhoto } from '../../../src/conversation/photo/prepared-photo.ts';
import { countyPlace, encodePlace } from '../../../src/language/picked-place.ts';
import { assistantMachine } from '../../../src/machines/assistant/assistant-machine.ts';
import type { ExportAnswer } from '../../../src/machines/flows/my-details/context.ts';
import { myDetailsFlow } from '../../../src/machines/flows/my-details/machine.ts';
import { installMemoryStorage } from './memory-storage.ts';

beforeEach(installMemoryStorage);

const profile: ProfileUpdated = {
  id: '6f1c1f0e-7c53-4d33-9a8e-2f0f5e0e7a11',
  first_name: 'Wanjiru',
  last_name: 'Mwangi',
  phone_number: '+254712345678',
  email: null,
  pending: [],
};
const WRONG = 'wrong-code';

const NO_PROFILE: CommunityProfile = { nickname: null, picture: null, county: null };
const PICTURE = '/api/v1/community/profile-pictures/5b0e/?v=1';

function run(answers: { export?: ExportAnswer; community?: CommunityProfile } = {}) {
  const updates: ProfileUpdate[] = [];
  const confirmations: ContactConfirm[] = [];
  const community: (CommunityProfileUpdate | Blob | 'removed')[] = [];
  let current = answers.community ?? NO_PROFILE;
  const flow = myDetailsFlow.provide({
    actors: {
      loadCommunity: fromPromise(async () => current),
      saveCommunity: fromPromise(async ({ input }: { input: CommunityProfileUpdate }) => {
        community.push(input);
        // The server's answer to a nickname someone else goes by: 409 with the field's message.
        if (input.nickname === 'Taken')
          throw Object.assign(new Error('taken'), {
            isAxiosError: true,
            response: { status: 409, data: { nickname: ['Someone goes by this nickname.'] } },
          });
        current = { ...current, nickname: input.nickname, county: input.county ?? null };
        return current;
      }),
      uploadPicture: fromPromise(async ({ input }: { input: Blob }) => {
        community.push(input);
        current = { ...current, picture: PICTURE };
        return current;
      }),
      removePicture: fromPromise(async () => {
        community.push('removed');
        current = { ...current, picture: null };
        return current;
      }),
      update: fromPromise(async ({ input }: { input: ProfileUpdate }) => {
        updates.push(input);
        const { phone_number, email, ...names } = input;
        const pending = [
          ...(phone_number ? ['phone_number' as const] : []),
          ...(email ? ['email' as const] : []),
        ];
        return { ...profile, ...names, pending };
      }),
      confirm: fromPromise(async ({ input }: { input: ContactConfirm }): Promise<ProfileUpdated> => {
        confirmations.push(input);
        // The server's answer to a wrong code: 400 with its code, which the chat translates.
        if (input.code !== '123456')
          throw Object.assign(new Error(WRONG), {
            isAxiosError: true,
            response: { status: 400, data: { detail: 'wrong', code: 'contact_code_invalid' } },
          });
        return { ...profile, phone_number: '+254722000111' };
      }),
      dataExport: fromPromise(
        async () => answers.export ?? { status: 'ready' as const, archiveId: 'export-1' },
      ),
    },
  });
  const actor = createActor(assistantMachine.provide({ actors: { my_details: flow } }), {
    input: {},
  }).start();
  const settle = () => waitFor(actor, (state) => !state.children.flow?.getSnapshot().hasTag('busy'));
  const messages = () => actor.getSnapshot().context.messages;
  const last = () => messages().at(-1)!;
  const key = (message = last()) =>
    'text' in message.body && typeof message.body.text === 'object'
      ? message.body.text.key
      : message.body.kind;
  const send = async (
    event: { type: 'user.choice' | 'user.text'; value: string } | { type: 'user.back' },
  ) => {
    actor.send(event);
    await settle();
  };
  return {
    actor,
    updates,
    confirmations,
    community,
    key,
    last,
    messages,
    choose: (value: string) => send({ type: 'user.choice', value }),
    type: (value: string) => send({ type: 'user.text', value }),
    back: () => send({ type: 'user.back' }),
    photo: async (upload: Blob) => {
      actor.send({ type: 'user.photos', photos: [{ upload } as PreparedPhoto] });
      await settle();
    },
  };
}

describe('my details flow', () => {
  it('is started by typed words in English and Swahili, each going straight to its question', async () => {
    const cases: [string, string][] = [
      ['change my name', 'assistant:details.ask_first_name'],
      ['badilisha jina', 'assistant:details.ask_first_name'],
      ['change my phone', 'assistant:details.ask_phone_number'],
      ['badilisha namba ya simu', 'assistant:details.ask_phone_number'],
      ['my details', 'assistant:details.menu'],
      ['taarifa zangu', 'assistant:details.menu'],
    ];
    for (const [words, question] of cases) {
      const chat = run();
      await chat.type(words);
      expect(chat.key(), words).toBe(question);
    }
  });

  it('changes the name, asking again after a refused one, and stores it for the greeting', async () => {
    const chat = run();
    await chat.choose('flow:my_details');
    expect(chat.last().quickReplies!.map((reply) => reply.value)).toEqual([
      'name',
      'phone_number',
      'email',
      'export',
      'notifications',
      'community_profile',
      'back',
    ]);
    await chat.choose('name');
    expect(chat.key()).toBe('assistant:details.ask_first_name');
    await chat.type('   ');
    expect(chat.key(chat.messages().at(-2))).toBe('assistant:details.invalid_name');
    expect(chat.key()).toBe('assistant:details.ask_first_name');
    await chat.type('Akinyi');
    expect(chat.key()).toBe('assistant:details.ask_last_name');
    await chat.type('Otieno');
    expect(chat.updates).toEqual([{ first_name: 'Akinyi', last_name: 'Otieno' }]);
    expect(chat.messages().map((message) => chat.key(message))).toContain('assistant:details.name_changed');
    expect(getProfile()).toMatchObject({ first_name: 'Akinyi', last_name: 'Otieno' });
    chat.actor.send({ type: 'assistant.clear' });
    expect(chat.last().body).toMatchObject({
      text: { key: 'assistant:greeting_named', params: { name: 'Akinyi' } },
    });
  });

  it('changes the phone number after a wrong and then the right code', async () => {
    const chat = run();
    await chat.type('change my phone');
    await chat.type('12345');
    expect(chat.key(chat.messages().at(-2))).toBe('assistant:details.invalid_phone_number');
    await chat.type('0722 000 111');
    expect(chat.updates).toEqual([{ phone_number: '+254722000111' }]);
    expect(chat.last().body).toMatchObject({
      text: { key: 'assistant:details.ask_code', params: { address: '+254722000111' } },
    });
    await chat.type('12');
    expect(chat.key(chat.messages().at(-2))).toBe('assistant:details.invalid_code');
    expect(chat.confirmations).toEqual([]);
    await chat.type('654321');
    expect(chat.key(chat.messages().at(-2))).toBe('errors:contact_code_invalid');
    expect(chat.key()).toBe('assistant:details.ask_code');
    await chat.type('123456');
    expect(chat.confirmations.at(-1)).toEqual({ field: 'phone_number', code: '123456' });
    expect(chat.messages().map((message) => chat.key(message))).toContain(
      'assistant:details.phone_number_changed',
    );
    expect(getProfile()).toMatchObject({ phone_number: '+254722000111' });
  });

  it('goes back a question at a time, and out of the flow from its menu', async () => {
    const chat = run();
    await chat.choose('flow:my_details');
    await chat.choose('email');
    expect(chat.key()).toBe('assistant:details.ask_email');
    await chat.type('akinyi@example.com');
    expect(chat.key()).toBe('assistant:details.ask_code');
    await chat.back();
    expect(chat.key()).toBe('assistant:details.ask_email');
    await chat.back();
    expect(chat.key()).toBe('assistant:details.menu');
    await chat.choose('name');
    await chat.type('Akinyi');
    await chat.back();
    expect(chat.key()).toBe('assistant:details.ask_first_name');
    await chat.back();
    await chat.back();
    expect(chat.actor.getSnapshot().context.activeFlow).toBeNull();
    expect(chat.updates).toEqual([{ email: 'akinyi@example.com' }]);
  });

  it('shows the export card when the data is ready, and says to try again while it is prepared', async () => {
    const ready = run();
    await ready.type('download my data');
    expect(ready.messages().map((message) => message.body)).toContainEqual({
      kind: 'card',
      card: 'data_export',
      data: { file: 'mimea-my-data.zip', archive: 'export-1' },
    });

    const preparing = run({ export: { status: 'preparing', retryAfterSeconds: 60 } });
    await preparing.type('pakua data yangu');
    expect(preparing.messages().map((message) => message.body)).toContainEqual({
      kind: 'text',
      text: { key: 'assistant:details.export_preparing', params: { minutes: 1 } },
    });
  });

  it('sets the Community nickname, county and picture, asking again after a refused nickname', async () => {
    const chat = run();
    await chat.choose('flow:my_details');
    await chat.choose('community_profile');
    expect(chat.key()).toBe('assistant:details.ask_nickname');
    await chat.type('   ');
    expect(chat.key(chat.messages().at(-2))).toBe('assistant:details.invalid_nickname');
    await chat.type('Taken');
    await chat.choose('no_county');
    expect(chat.messages().at(-2)!.body).toEqual({ kind: 'literal', text: 'Someone goes by this nickname.' });
    expect(chat.key()).toBe('assistant:details.ask_nickname');

    await chat.type(' Mama Shamba ');
    expect(chat.key()).toBe('assistant:details.ask_profile_county');
    await chat.choose('pick_county');
    expect(chat.key()).toBe('assistant:details.ask_county_place');
    await chat.type(encodePlace(countyPlace({ id: '016', name: 'Machakos' })));
    expect(chat.community.at(-1)).toEqual({ nickname: 'Mama Shamba', county: '016' });
    expect(chat.messages().at(-2)!.body).toMatchObject({
      text: {
        key: 'assistant:details.profile_saved_county',
        params: { nickname: 'Mama Shamba', county: 'Machakos' },
      },
    });
    expect(chat.actor.getSnapshot().context.input).toMatchObject({ kind: 'photo', max: 1, optional: true });
    expect(chat.last().quickReplies!.map((reply) => reply.value)).toEqual(['no_picture']);

    const picture = new Blob(['jpeg'], { type: 'image/jpeg' });
    await chat.photo(picture);
    expect(chat.community.at(-1)).toBe(picture);
    expect(chat.messages().map((message) => chat.key(message))).toContain('assistant:details.picture_saved');
    expect(chat.actor.getSnapshot().context.activeFlow).toBeNull();
  });

  it('keeps what the profile has, or removes the picture', async () => {
    const chat = run({ community: { nickname: 'Mama Shamba', county: '016', picture: PICTURE } });
    await chat.choose('flow:my_details');
    await chat.choose('community_profile');
    expect(chat.last().body).toMatchObject({
      text: { key: 'assistant:details.ask_nickname_now', params: { nickname: 'Mama Shamba' } },
    });
    await chat.choose('keep');
    expect(chat.last().quickReplies!.map((reply) => reply.value)).toEqual([
      'keep',
      'pick_county',
      'no_county',
      'back',
    ]);
    await chat.choose('keep');
    expect(chat.community).toEqual([{ nickname: 'Mama Shamba', county: '016' }]);
    expect(chat.key(chat.messages().at(-2))).toBe('assistant:details.profile_saved');
    expect(chat.last().quickReplies!.map((reply) => reply.value)).toEqual(['no_picture', 'remove_picture']);
    await chat.choose('remove_picture');
    expect(chat.community.at(-1)).toBe('removed');
    expect(chat.messages().map((message) => chat.key(message))).toContain(
      'assistant:details.picture_removed',
    );
  });
});
