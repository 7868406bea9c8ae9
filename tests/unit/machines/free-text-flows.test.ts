import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Slot } from '../../../src/contract/callback.ts';
import { dayFor, todayHere } from '../../../src/language/typed-date.ts';
import { assistantMachine } from '../../../src/machines/assistant/assistant-machine.ts';
import type { CallbackStart } from '../../../src/machines/flows/callback/context.ts';
import { AGRONOMIST } from '../../../src/machines/flows/advice/messages.ts';
import { callbackFlow } from '../../../src/machines/flows/callback/machine.ts';
import type { DiagnosisContext } from '../../../src/machines/flows/diagnosis/context.ts';
import { diagnosisChat } from './diagnosis-harness.ts';
import { installMemoryStorage } from './memory-storage.ts';

/** Free text keeps its facts: the questions a farmer's own words already answered are confirmed or skipped. */
beforeEach(installMemoryStorage);

/** The crop the plant check goes on with. */
const cropOf = (chat: ReturnType<typeof diagnosisChat>) =>
  (chat.actor.getSnapshot().children.flow?.getSnapshot().context as DiagnosisContext).crop;

describe('a plant check started in words', () => {
  it('confirms the named crop in one tap ("Mahindi — sawa?") instead of asking which crop', async () => {
    const chat = diagnosisChat({ checks: [[]] });
    chat.send({ type: 'user.text', value: 'mahindi yangu yana madoa ya kahawia, nataka kupiga picha' });
    await chat.until('askingCrop');
    expect(chat.last().body).toMatchObject({
      text: { key: 'diagnosis:confirm_crop', params: { crop: 'maize' } },
    });
    expect(chat.last().quickReplies?.map((reply) => reply.value)).toEqual([
      'crop:maize',
      'other_crop',
      'back',
    ]);
    chat.choose('crop:maize');
    expect(chat.flowState()).toBe('askingPhotos');
    expect(cropOf(chat)).toBe('maize');
  });

  it('takes a typed "ndiyo" as the yes, and "another crop" brings the whole list back', async () => {
    const yes = diagnosisChat({ checks: [[]] });
    yes.send({ type: 'user.text', value: 'my tomatoes have black spots on the leaves, here is a photo' });
    await yes.until('askingCrop');
    yes.send({ type: 'user.text', value: 'ndiyo' });
    expect(yes.flowState()).toBe('askingPhotos');
    expect(cropOf(yes)).toBe('tomato');

    const other = diagnosisChat({ checks: [[]] });
    other.send({ type: 'user.text', value: 'my beans are sick' });
    await other.until('askingCrop');
    other.choose('other_crop');
    expect(other.last().body).toMatchObject({ text: { key: 'diagnosis:ask_crop' } });
    expect(other.last().quickReplies?.map((reply) => reply.value)).toEqual(
      expect.arrayContaining(['crop:maize', 'crop:bean', 'crop:unknown']),
    );
  });

  it('asks as for a tap when the words name no crop the model knows: photos, the crop list one tap away', async () => {
    const chat = diagnosisChat({ checks: [[]] });
    chat.send({ type: 'user.text', value: 'mmea wangu una ugonjwa' });
    await chat.until('askingPhotos');
    expect(chat.last().body).toMatchObject({ text: { key: 'diagnosis:ask_photos' } });
    expect(chat.last().quickReplies?.map((reply) => reply.value)).toEqual(['crop', 'back']);
    expect(chat.keys()).not.toContain('diagnosis:confirm_crop');
    chat.choose('crop');
    expect(chat.last().body).toMatchObject({ text: { key: 'diagnosis:ask_crop' } });
    expect(cropOf(chat)).toBeNull();
  });
});

describe('a callback asked for in words', () => {
  const today = todayHere();
  const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+03:00`);
  const slots: Slot[] = [today, dayFor('tomorrow', today)].flatMap((day) =>
    [9, 10, 11].map((hour) => ({
      start: at(day, hour).toISOString(),
      end: new Date(at(day, hour).getTime() + 1_800_000).toISOString(),
      free: 2,
    })),
  );

  function start() {
    const flow = callbackFlow.provide({
      actors: {
        loadStart: fromPromise<CallbackStart>(async () => ({
          contact: { name: 'Wanjiru Mwangi', phone_number: '+254712345678' },
          upcoming: [],
        })),
        loadSlots: fromPromise(async () => slots),
      },
    });
    const actor = createActor(assistantMachine.provide({ actors: { callback: flow } }), {
      input: {},
    }).start();
    const settle = () => waitFor(actor, (state) => !state.children.flow?.getSnapshot().hasTag('busy'));
    const last = () => actor.getSnapshot().context.messages.at(-1)!;
    const key = () => {
      const body = last().body;
      return 'text' in body && typeof body.text === 'object' ? body.text.key : body.kind;
    };
    const send = async (event: Parameters<typeof actor.send>[0]) => {
      actor.send(event);
      await settle();
    };
    return { send, last, key };
  }

  it('skips the topic for a named crop, and offers tomorrow’s times first for "kesho"', async () => {
    const chat = start();
    await chat.send({ type: 'user.text', value: 'nataka mtaalamu anipigie kesho kuhusu mahindi yangu' });
    await chat.send({ type: 'user.choice', value: 'yes' });
    await chat.send({ type: 'user.choice', value: 'call' });
    await chat.send({ type: 'user.choice', value: 'sw' });
    expect(chat.key()).toBe('talk:callback.ask_slot');
    expect(chat.last().quickReplies?.map((reply) => reply.value)).toEqual([
      ...slots.slice(3).map((slot) => `slot:${slot.start}`),
      'back',
    ]);
  });

  it('books a crop problem from the advice’s "talk to an agronomist", even after the advice ended', async () => {
    const chat = start();
    await chat.send({ type: 'user.choice', value: AGRONOMIST.value });
    await chat.send({ type: 'user.choice', value: 'yes' });
    await chat.send({ type: 'user.choice', value: 'call' });
    await chat.send({ type: 'user.choice', value: 'sw' });
    expect(chat.key()).toBe('talk:callback.ask_slot');
  });

  it('still asks the topic and offers every time when the words say neither', async () => {
    const chat = start();
    await chat.send({ type: 'user.text', value: 'talk to an agronomist' });
    await chat.send({ type: 'user.choice', value: 'yes' });
    await chat.send({ type: 'user.choice', value: 'call' });
    await chat.send({ type: 'user.choice', value: 'en' });
    expect(chat.key()).toBe('talk:callback.ask_topic');
    await chat.send({ type: 'user.choice', value: 'product' });
    expect(chat.last().quickReplies).toHaveLength(slots.length + 1);
  });
});
