import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type {
  Callback,
  CallbackCase,
  CallbackCreate,
  CallbackCreated,
  Slot,
} from '../../../src/contract/callback.ts';
import { assistantMachine } from '../../../src/machines/assistant/assistant-machine.ts';
import type { CallbackStart } from '../../../src/machines/flows/callback/context.ts';
import { callbackFlow } from '../../../src/machines/flows/callback/machine.ts';
import { conversationHandlers } from '../../../src/chat/conversation-handlers.ts';

const slots: Slot[] = Array.from({ length: 8 }, (_, i) => ({
  start: new Date(Date.UTC(2026, 10, 24, 6 + i)).toISOString(),
  end: new Date(Date.UTC(2026, 10, 24, 6 + i, 30)).toISOString(),
  free: 2,
}));
const contact = { name: 'Wanjiru Mwangi', phone_number: '+254712345678' };
const booking = (over: Partial<Callback> = {}): Callback => ({
  id: '6f1c1f0e-7c53-4d33-9a8e-2f0f5e0e7a11',
  reference: 'MIM-4F7K2',
  name: contact.name,
  phone_number: contact.phone_number,
  channel: 'call',
  language: 'sw',
  topic: 'crop_problem',
  slot: { start: slots[0]!.start, end: slots[0]!.end },
  status: 'new',
  case: null,
  note: null,
  created_at: '2026-11-23T06:00:00.000Z',
  ...over,
});
const slotTaken = Object.assign(new Error('400'), {
  isAxiosError: true,
  response: { status: 400, data: { slot: ['This time is no longer free.'] }, headers: {} },
});

function start(
  options: { start?: Partial<CallbackStart>; book?: () => Promise<unknown>; case?: CallbackCase } = {},
) {
  const calls = {
    book: [] as CallbackCreate[],
    move: [] as { id: string; slot: string }[],
    cancel: [] as string[],
  };
  const flow = callbackFlow.provide({
    actors: {
      loadStart: fromPromise<CallbackStart>(async () => ({ contact, upcoming: [], ...options.start })),
      loadSlots: fromPromise(async () => slots),
      book: fromPromise<CallbackCreated, CallbackCreate>(async ({ input }) => {
        calls.book.push(input);
        if (options.book) await options.book();
        return { ...booking({ case: input.case ?? null }), token: null };
      }),
      move: fromPromise(async ({ input }: { input: { id: string; slot: string } }) => {
        calls.move.push(input);
        return booking({ slot: { start: input.slot, end: input.slot } });
      }),
      cancel: fromPromise(async ({ input }: { input: { id: string } }) => {
        calls.cancel.push(input.id);
        return booking({ status: 'cancelled' });
      }),
    },
  });
  const actor = createActor(assistantMachine.provide({ actors: { callback: flow } }), { input: {} }).start();
  const last = () => actor.getSnapshot().context.messages.at(-1)!;
  const key = () => {
    const body = last().body;
    return 'text' in body && typeof body.text === 'object' ? body.text.key : body.kind;
  };
  const settle = () => waitFor(actor, (state) => !state.children.flow?.getSnapshot().hasTag('busy'));
  const chat = conversationHandlers((event) => actor.send(event));
  const choose = async (value: string) => {
    chat.onChoice(value, value);
    await settle();
  };
  const type = async (value: string) => {
    chat.onText(value, value);
    await settle();
  };
  const back = async () => {
    chat.onChoice('back', 'back');
    await settle();
  };
  const summaryCard = () => {
    const body = actor.getSnapshot().context.messages.findLast((m) => m.body.kind === 'card')!.body;
    return body.kind === 'card' ? body.data : null;
  };
  if (options.case) {
    actor.send({ type: 'user.choice', value: 'flow:callback' });
    actor.getSnapshot().children.flow?.stop();
  }
  return { actor, calls, last, key, choose, type, back, settle, summaryCard };
}

describe('the callback flow', () => {
  it('does not ask the language the farmer is already using, and still lets it be changed', async () => {
    const chat = start({ start: { language: 'sw' } });
    await chat.choose('flow:callback');
    await chat.choose('yes');
    expect(chat.key()).toBe('talk:callback.ask_channel');
    await chat.choose('call');
    expect(chat.key()).toBe('talk:callback.ask_topic');
    // Back from the topic goes to the channel: the language question never came.
    await chat.back();
    expect(chat.key()).toBe('talk:callback.ask_channel');
    await chat.choose('call');
    await chat.choose('product');
    await chat.choose(`slot:${slots[0]!.start}`);
    await chat.type('Mbegu za mahindi');
    expect(chat.summaryCard()).toMatchObject({ channel: 'call', language: 'sw', topic: 'product' });
  });

  it('books with the profile’s contact, one question at a time, and confirms with the reference', async () => {
    const chat = start();
    await chat.choose('flow:callback');
    expect(chat.key()).toBe('talk:callback.confirm_contact');
    await chat.choose('yes');
    expect(chat.key()).toBe('talk:callback.ask_channel');
    await chat.choose('sms');
    await chat.choose('sw');
    expect(chat.key()).toBe('talk:callback.ask_topic');
    await chat.choose('product');
    expect(chat.key()).toBe('talk:callback.ask_slot');
    expect(chat.last().quickReplies!.map((r) => r.value)).toEqual([
      ...slots.slice(0, 6).map((s) => `slot:${s.start}`),
      'later',
      'back',
    ]);
    await chat.choose('later');
    expect(chat.last().quickReplies!.map((r) => r.value)).toEqual([
      `slot:${slots[6]!.start}`,
      `slot:${slots[7]!.start}`,
      'back',
    ]);
    await chat.choose(`slot:${slots[7]!.start}`);
    expect(chat.key()).toBe('talk:callback.ask_note');
    await chat.type('Maize leaves turning yellow');
    expect(chat.summaryCard()).toMatchObject({
      channel: 'sms',
      language: 'sw',
      topic: 'product',
      slot: slots[7]!.start,
    });
    await chat.choose('book');
    expect(chat.calls.book).toEqual([
      {
        ...contact,
        channel: 'sms',
        language: 'sw',
        topic: 'product',
        slot: slots[7]!.start,
        case: null,
        note: 'Maize leaves turning yellow',
      },
    ]);
    expect(chat.summaryCard()).toMatchObject({ reference: 'MIM-4F7K2', status: 'new' });
    expect(chat.key()).toBe('assistant:anything_else');
  });

  it('keeps every answer when the user goes back, and changes one from the summary', async () => {
    const chat = start({ start: { contact: null } });
    await chat.choose('flow:callback');
    expect(chat.key()).toBe('talk:callback.ask_name');
    await chat.type('Otieno Ouma');
    await chat.type('0722 000 111');
    await chat.choose('call');
    await chat.back();
    expect(chat.key()).toBe('talk:callback.ask_channel');
    await chat.back();
    expect(chat.key()).toBe('talk:callback.ask_phone_number');
    await chat.back();
    expect(chat.key()).toBe('talk:callback.ask_name');
    await chat.type('Otieno Ouma');
    await chat.type('0722 000 111');
    await chat.choose('call');
    await chat.choose('en');
    await chat.choose('other');
    await chat.choose(`slot:${slots[1]!.start}`);
    await chat.choose('skip');
    await chat.choose('change:channel');
    await chat.choose('sms');
    expect(chat.summaryCard()).toMatchObject({
      name: 'Otieno Ouma',
      phone: '0722 000 111',
      channel: 'sms',
      language: 'en',
      topic: 'other',
      slot: slots[1]!.start,
    });
    await chat.choose('change:contact');
    await chat.type('Akinyi Ouma');
    expect(chat.key()).toBe('talk:callback.ask_phone_number');
    await chat.type('0733 000 222');
    expect(chat.summaryCard()).toMatchObject({ name: 'Akinyi Ouma', phone: '0733 000 222', channel: 'sms' });
  });

  it('offers the free times again when the chosen one was taken meanwhile', async () => {
    let first = true;
    const chat = start({
      book: async () => {
        if (first) {
          first = false;
          throw slotTaken;
        }
      },
    });
    await chat.choose('flow:callback');
    for (const answer of ['yes', 'call', 'en', 'crop_problem', `slot:${slots[0]!.start}`, 'skip', 'book'])
      await chat.choose(answer);
    const texts = chat.actor.getSnapshot().context.messages.map((m) => m.body);
    expect(texts.at(-2)).toEqual({ kind: 'literal', text: 'This time is no longer free.' });
    expect(chat.key()).toBe('talk:callback.ask_slot');
    await chat.choose(`slot:${slots[2]!.start}`);
    expect(chat.key()).toBe('card');
    await chat.choose('book');
    expect(chat.calls.book.map((b) => b.slot)).toEqual([slots[0]!.start, slots[2]!.start]);
  });

  it('moves or cancels the booking already made', async () => {
    const chat = start({ start: { upcoming: [booking()] } });
    await chat.choose('flow:callback');
    expect(chat.key()).toBe('talk:callback.existing');
    await chat.choose('move');
    await chat.choose(`slot:${slots[3]!.start}`);
    expect(chat.calls.move).toEqual([{ id: booking().id, slot: slots[3]!.start }]);
    expect(chat.actor.getSnapshot().context.messages.at(-2)!.body).toEqual({
      kind: 'text',
      text: { key: 'talk:callback.moved', params: undefined },
    });

    await chat.choose('flow:callback');
    await chat.choose('cancel');
    expect(chat.key()).toBe('talk:callback.confirm_cancel');
    await chat.choose('keep');
    expect(chat.key()).toBe('talk:callback.existing');
    await chat.choose('cancel');
    await chat.choose('yes');
    expect(chat.calls.cancel).toEqual([booking().id]);
  });
});

describe('the callback flow with a diagnosis case', () => {
  const attached: CallbackCase = {
    diagnosis_id: '0b7c2a84-7b1c-4c1e-9d39-5f2a3f8d1c22',
    crop: 'maize',
    photo_ids: ['5d0f3c1e-8a2b-4c6d-9e7f-0a1b2c3d4e5f'],
    finding: { label: 'Maize lethal necrosis', confidence: 0.41, unsure: true },
  };

  it('skips the topic, shows the case in the summary and attaches it', async () => {
    const flow = createActor(
      callbackFlow.provide({
        actors: {
          loadStart: fromPromise<CallbackStart>(async () => ({ contact, upcoming: [booking()] })),
          loadSlots: fromPromise(async () => slots),
        },
        // The flow runs on its own here: what it and its questions say goes nowhere.
        actions: { say: () => undefined, relay: () => undefined },
      }),
      { input: { case: attached } },
    ).start();
    await waitFor(flow, (state) => state.matches('asking'));
    expect(flow.getSnapshot().context.ask).toEqual({ from: 'confirmContact', editing: false });
    for (const value of ['yes', 'call', 'sw']) flow.send({ type: 'user.choice', value });
    await waitFor(flow, (state) => state.matches('choosingSlot'));
    flow.send({ type: 'user.choice', value: `slot:${slots[0]!.start}` });
    flow.send({ type: 'user.choice', value: 'skip' });
    expect(flow.getSnapshot().value).toBe('summary');
    expect(flow.getSnapshot().context.answers.topic).toBe('crop_problem');
    expect(flow.getSnapshot().context.case).toEqual(attached);
  });
});
