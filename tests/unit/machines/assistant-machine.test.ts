import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { assistantMessage, userMessage } from '../../../src/conversation/chat-message.ts';
import { assistantMachine } from '../../../src/machines/assistant/assistant-machine.ts';
import { flowMenu } from '../../../src/machines/assistant/flow-catalogue.ts';
import { helpFlow } from '../../../src/machines/flows/help/machine.ts';
import { languageFlow } from '../../../src/machines/flows/language/machine.ts';
import { startOverFlow } from '../../../src/machines/flows/start-over/machine.ts';
import { walkMachine } from './graph-coverage.ts';
import { conversationHandlers } from '../../../src/chat/conversation-handlers.ts';

function start(input: { messages?: ReturnType<typeof userMessage>[] } = {}) {
  const applyLanguage = vi.fn();
  const actor = createActor(
    assistantMachine.provide({ actions: { applyLanguage: (_, params) => applyLanguage(params.language) } }),
    { input: { firstName: 'Wanjiru', ...input } },
  ).start();
  const keys = () =>
    actor
      .getSnapshot()
      .context.messages.map((m) =>
        'text' in m.body && typeof m.body.text === 'object' ? m.body.text.key : m.body.kind,
      );
  const chat = conversationHandlers((event) => actor.send(event));
  const type = (value: string) => chat.onText(value, value);
  const choose = (value: string) => chat.onChoice(value, value);
  return { actor, keys, type, choose, chat, applyLanguage };
}

describe('the assistant', () => {
  it('greets by name with the main menu', () => {
    const { actor, keys } = start();
    expect(keys()).toEqual(['assistant:greeting_named']);
    const menu = actor.getSnapshot().context.messages[0]?.quickReplies?.map((r) => r.value);
    expect(menu).toEqual(flowMenu().map((reply) => reply.value));
    expect(menu).toContain('flow:diagnosis');
  });

  it('welcomes back with the menu when a transcript was kept', () => {
    const { keys } = start({
      messages: [assistantMessage({ kind: 'text', text: { key: 'assistant:greeting' } }), userMessage('hi')],
    });
    expect(keys().at(-1)).toBe('assistant:welcome_back');
  });

  it('runs help from the menu and leaves its menu as the last word', () => {
    const { actor, keys, choose } = start();
    choose('flow:help');
    expect(keys().slice(-2)).toEqual(['assistant:help.what_i_do', 'assistant:help.how_to_talk']);
    expect(actor.getSnapshot().context.activeFlow).toBeNull();
  });

  it('takes a typed number, in digits or words, as that reply of the question on screen', () => {
    const { type, keys, actor } = start();
    // The folded entries go on numbering after the five shown: "What can you do?" is the 15th.
    type('15');
    expect(keys().slice(-2)).toEqual(['assistant:help.what_i_do', 'assistant:help.how_to_talk']);
    expect(actor.getSnapshot().context.messages.at(-3)?.body).toEqual({ kind: 'literal', text: '15' });
    type('start over');
    type('option 2');
    // After a task, one line and the way to the menu: "1" is that button.
    expect(keys().slice(-2)).toEqual(['assistant:start_over.kept', 'assistant:anything_else']);
    expect(
      actor
        .getSnapshot()
        .context.messages.at(-1)
        ?.quickReplies?.map((reply) => reply.value),
    ).toEqual(['menu']);
    type('1');
    expect(keys().at(-1)).toBe('assistant:menu_again');
    type('mbili');
    expect(actor.getSnapshot().context.activeFlow).toBe('advice');
  });

  it('shows five tasks and folds the rest under "More", in every menu but the one after a task', () => {
    const { actor, choose, keys } = start();
    const greeting = actor.getSnapshot().context.messages[0]!;
    expect(greeting.quickReplies?.filter((reply) => !reply.more).map((reply) => reply.value)).toEqual([
      'flow:diagnosis',
      'flow:advice',
      'flow:calendar',
      'flow:weather',
      'flow:callback',
    ]);
    expect(greeting.moreLabel).toEqual({ key: 'assistant:menu.more' });
    choose('menu');
    expect(keys().at(-1)).toBe('assistant:menu_again');
    expect(actor.getSnapshot().context.messages.at(-1)?.quickReplies).toEqual(greeting.quickReplies);
  });

  it('reads a number beyond the replies as words it does not understand', () => {
    const { type, keys } = start();
    type('42');
    expect(keys().at(-1)).toBe('assistant:not_understood');
  });

  it('switches language from typed words, naming the language or asking for it', () => {
    const { type, choose, keys, applyLanguage } = start();
    type('kiswahili tafadhali');
    expect(applyLanguage).toHaveBeenLastCalledWith('sw');
    type('change language');
    expect(keys().at(-1)).toBe('assistant:language.ask');
    choose('en');
    expect(applyLanguage).toHaveBeenLastCalledWith('en');
    expect(keys().at(-1)).toBe('assistant:anything_else');
  });

  it('starts over only after a yes, leaving just a fresh greeting', () => {
    const { type, choose, keys } = start();
    type('anza upya');
    expect(keys().at(-1)).toBe('assistant:start_over.confirm');
    choose('no');
    expect(keys().slice(-2)).toEqual(['assistant:start_over.kept', 'assistant:anything_else']);
    type('start over');
    choose('yes');
    expect(keys()).toEqual(['assistant:greeting_named']);
  });

  it('answers what it does not understand kindly, with the menu', () => {
    const { type, keys, actor } = start();
    type('nataka kununua gari');
    expect(keys().at(-1)).toBe('assistant:not_understood');
    expect(actor.getSnapshot().context.messages.at(-1)?.quickReplies?.length).toBeGreaterThan(0);
  });

  it('keeps a waiting flow when the user types something else, and nudges them', () => {
    const { type, keys, actor } = start();
    type('start over');
    type('asdfgh');
    expect(keys().at(-1)).toBe('assistant:pick_one');
    expect(actor.getSnapshot().context.activeFlow).toBe('start_over');
  });

  it('shows a shared location as a card and, with no flow asking, offers the menu', () => {
    const { actor, keys, chat } = start();
    chat.onLocation({ latitude: -1.28, longitude: 36.82 });
    const shared = actor.getSnapshot().context.messages.at(-2);
    expect(shared?.sender).toBe('user');
    expect(shared?.body).toEqual({
      kind: 'card',
      card: 'location',
      data: { latitude: -1.28, longitude: 36.82 },
    });
    expect(keys().at(-1)).toBe('assistant:pick_one');
  });

  it('hands a shared location to the flow that asked for a place', () => {
    const received: unknown[] = [];
    const placeFlow = createMachine({
      on: { 'user.location': { actions: ({ event }) => received.push(event) } },
    });
    const actor = createActor(
      assistantMachine.provide({
        actors: { help: placeFlow as never },
        actions: { applyLanguage: () => undefined },
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'user.choice', value: 'flow:help' });
    actor.send({ type: 'user.location', location: { latitude: 0.5, longitude: 35.3 } });
    expect(received).toEqual([{ type: 'user.location', location: { latitude: 0.5, longitude: 35.3 } }]);
  });

  it('lets a menu tap on an old message start that flow, even in the middle of another', () => {
    const { choose, type, actor } = start();
    type('start over');
    choose('flow:help');
    expect(actor.getSnapshot().context.activeFlow).toBeNull();
  });
});

describe('assistant flows, walked as graphs', () => {
  const userEvents = [
    { type: 'user.text', value: 'x' },
    { type: 'user.back' },
    { type: 'user.choice', value: 'yes' },
    { type: 'user.choice', value: 'no' },
    { type: 'user.choice', value: 'sw' },
  ];

  it.each([
    ['help', helpFlow, undefined],
    ['language (asking)', languageFlow, undefined],
    ['language (named)', languageFlow, { language: 'sw' }],
    ['start over', startOverFlow, undefined],
  ] as const)('%s reaches every state it can', (_, machine, input) => {
    const walk = walkMachine(machine as never, userEvents, input);
    const reachable = input ? walk.unreached.filter((state) => state !== 'asking') : walk.unreached;
    expect(reachable).toEqual([]);
  });

  it('the assistant reaches both of its states', () => {
    const walk = walkMachine(assistantMachine.provide({ actions: { applyLanguage: () => undefined } }), [], {
      messages: [],
    });
    expect([...walk.reached]).toContain('listening');
  });
});

describe('a sick plant described in words', () => {
  it('reads the description on the describe path (issue 33), and starts the plant check when asked to', () => {
    const described = start();
    described.type('my maize leaves have holes');
    expect(described.actor.getSnapshot().context.activeFlow).toBe('advice');
    const photo = start();
    photo.type('my maize leaves have holes, I want to send a photo');
    expect(photo.actor.getSnapshot().context.activeFlow).toBe('diagnosis');
  });
});
