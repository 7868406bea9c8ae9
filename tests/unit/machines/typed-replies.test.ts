import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActor } from 'xstate';
import { assistantMessage, type ChatMessage } from '../../../src/conversation/chat-message.ts';
import { BACK, MENU, text } from '../../../src/conversation/flow-protocol.ts';
import { recognise } from '../../../src/language/intents/recognise.ts';
import { routeText } from '../../../src/machines/assistant/route-text.ts';
import { readTyped } from '../../../src/machines/typed-choice.ts';
import { assistantMachine } from '../../../src/machines/assistant/assistant-machine.ts';
import { authConversation } from '../../../src/machines/auth/auth-conversation.ts';
import { setupTestI18n } from '../client/i18n-for-tests.ts';
import { adviceWithLibrary } from './advice-harness.ts';

/**
 * Typed replies at steps with buttons, in both languages: each is read as the button it names (its
 * number or its words), as back, menu or "done", as the answer to a typed question, or else answered
 * with the live buttons offered again. A row passes when typing leaves the conversation exactly where
 * tapping (or "back", or "menu") would have.
 */
type Expected = `tap:${string}` | 'back' | 'menu' | 'done' | 'remind' | 'answer';
type Row = [language: 'en' | 'sw', steps: string[], typed: string, expected: Expected];

const MAIN: string[] = [];
const MODE = ['flow:advice'];
const CROPS = [...MODE, 'browse'];
const DESCRIBE = [...MODE, 'describe'];
const CONDITIONS = [...CROPS, 'crop:maize'];
const ENTRY = [...CONDITIONS, 'entry:maize-fall-armyworm'];

const assistantRows: Row[] = [
  ['en', MAIN, '2', 'tap:flow:advice'],
  ['sw', MAIN, 'mbili', 'tap:flow:advice'],
  ['en', MAIN, '15', 'tap:flow:help'],
  ['en', MAIN, 'pest and disease advice', 'tap:flow:advice'],
  ['sw', MAIN, 'ushauri wa wadudu', 'tap:flow:advice'],
  ['en', MODE, '2', 'tap:describe'],
  ['en', MODE, 'Describe what I see', 'tap:describe'],
  ['sw', MODE, 'eleza ninachoona', 'tap:describe'],
  ['sw', MODE, 'nitaeleza ninachoona', 'tap:describe'],
  ['sw', MODE, 'chagua kwenye orodha', 'tap:browse'],
  ['sw', MODE, '1', 'tap:browse'],
  ['en', MODE, 'choose from a list', 'tap:browse'],
  ['en', MODE, 'back', 'back'],
  ['sw', MODE, 'rudi', 'back'],
  ['en', MODE, 'menu', 'menu'],
  ['sw', MODE, 'menyu', 'menu'],
  ['en', CROPS, 'maize', 'tap:crop:maize'],
  ['sw', CROPS, 'mahindi', 'tap:crop:maize'],
  ['sw', CROPS, 'maharagwe', 'tap:crop:bean'],
  ['en', CROPS, 'beans', 'tap:crop:bean'],
  ['en', CROPS, 'three', 'tap:crop:tomato'],
  ['sw', CROPS, 'tatu', 'tap:crop:tomato'],
  ['en', CROPS, 'more crops', 'tap:more_crops'],
  ['sw', CROPS, 'mazao mengine', 'tap:more_crops'],
  ['en', DESCRIBE, 'my maize leaves have holes', 'tap:crop:maize'],
  ['en', DESCRIBE, 'the leaves have holes, what pest is it?', 'remind'],
  ['en', CONDITIONS, 'fall armyworm', 'tap:entry:maize-fall-armyworm'],
  ['en', CONDITIONS, 'menu', 'menu'],
  ['en', ENTRY, '2', 'tap:safety'],
  ['sw', ENTRY, 'mbili', 'tap:safety'],
  ['en', ENTRY, 'is it safe?', 'tap:safety'],
  ['sw', ENTRY, 'je, ni salama', 'tap:safety'],
  ['en', ENTRY, "I'm done", 'tap:done'],
  ['sw', ENTRY, 'Nimemaliza', 'tap:done'],
  ['sw', ENTRY, 'asante', 'tap:done'],
  ['en', ENTRY, 'thanks', 'tap:done'],
  ['en', ENTRY, 'another problem', 'tap:another'],
  ['sw', ENTRY, 'shida nyingine', 'tap:another'],
  ['en', ENTRY, 'blah blah', 'remind'],
  ['sw', ENTRY, 'sijui', 'remind'],
  ['en', ENTRY, 'go back', 'back'],
  ['sw', ENTRY, 'nyuma', 'back'],
];

const REGISTER = ['register'];
const AGE = [...REGISTER, 'text:Wanjiru', 'text:Kamau', 'text:0712345678', 'skip'];
// The plant check is the first entry of the sign-in menu: register is the third.
const authRows: Row[] = [
  ['en', MAIN, '3', 'tap:register'],
  ['sw', MAIN, 'mbili', 'tap:login'],
  ['sw', MAIN, 'fungua akaunti', 'tap:register'],
  ['en', REGISTER, 'back', 'back'],
  ['sw', REGISTER, 'rudi', 'back'],
  ['en', REGISTER, 'menu', 'menu'],
  ['sw', REGISTER, 'Wanjiru', 'answer'],
  ['en', AGE, 'yes', 'tap:adult'],
  ['sw', AGE, 'ndiyo', 'tap:adult'],
  ['sw', AGE, 'hapana', 'tap:minor'],
  ['en', AGE, '1', 'tap:adult'],
  ['en', AGE, 'hmm', 'remind'],
  ['sw', AGE, 'menyu', 'menu'],
];

const keyOf = (message: ChatMessage | undefined) =>
  message && 'text' in message.body && typeof message.body.text === 'object'
    ? message.body.text.key
    : `${message?.body.kind}`;

/** Where a conversation stands: its state, its flow's state, and the question on screen with its buttons. */
function where(actor: AnyActor) {
  const snapshot = actor.getSnapshot();
  const question = (snapshot.context.messages as ChatMessage[]).findLast((m) => m.sender === 'assistant');
  return {
    state: JSON.stringify(snapshot.value),
    flow: JSON.stringify(snapshot.children.flow?.getSnapshot().value ?? null),
    activeFlow: snapshot.context.activeFlow ?? null,
    question: keyOf(question),
    replies: question?.quickReplies?.map((reply) => reply.value) ?? [],
  };
}

async function conversation(kind: 'assistant' | 'auth', steps: string[]) {
  const actor: AnyActor =
    kind === 'assistant'
      ? createActor(assistantMachine.provide({ actors: { advice: adviceWithLibrary().flow } }), {
          input: {},
        }).start()
      : createActor(authConversation).start();
  const settle = () => waitFor(actor, (s) => !s.children.flow?.getSnapshot()?.hasTag('busy'));
  const send = async (event: { type: string; value?: string }) => {
    actor.send(event);
    await settle();
  };
  for (const step of steps) {
    await send(
      step.startsWith('text:')
        ? { type: 'user.text', value: step.slice('text:'.length) }
        : { type: 'user.choice', value: step },
    );
  }
  return { actor, send };
}

async function score(kind: 'assistant' | 'auth', [language, steps, typed, expected]: Row) {
  await i18next.changeLanguage(language);
  const typedRun = await conversation(kind, steps);
  const before = where(typedRun.actor);
  await typedRun.send({ type: 'user.text', value: typed });
  const after = where(typedRun.actor);
  if (expected === 'remind') {
    const reminder = kind === 'assistant' ? 'assistant:pick_one' : 'auth:menu.pick_one';
    return (
      after.question === reminder &&
      after.flow === before.flow &&
      JSON.stringify(after.replies) === JSON.stringify(before.replies)
    );
  }
  if (expected === 'answer') return after.state === before.state && after.flow !== before.flow;
  if (expected === 'done') return after.activeFlow === null && after.question === 'assistant:anything_else';
  const tappedRun = await conversation(kind, steps);
  const value = expected.startsWith('tap:') ? expected.slice('tap:'.length) : expected;
  await tappedRun.send(value === 'back' ? { type: 'user.back' } : { type: 'user.choice', value });
  return JSON.stringify(after) === JSON.stringify(where(tappedRun.actor));
}

describe('typed replies at steps with buttons', () => {
  beforeAll(async () => {
    await setupTestI18n('en');
  });

  it('reads at least 30 typed replies, in Swahili and English, as a tap would have gone', async () => {
    const rows = [
      ...assistantRows.map((row) => ['assistant', row] as const),
      ...authRows.map((row) => ['auth', row] as const),
    ];
    const misses: string[] = [];
    for (const [kind, row] of rows) {
      if (!(await score(kind, row)))
        misses.push(`${kind} ${row[0]} "${row[2]}" after [${row[1].join(', ')}]`);
    }
    console.info(`typed-reply table: ${rows.length - misses.length}/${rows.length}`);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map(([, row]) => row[0]))).toEqual(new Set(['en', 'sw']));
    expect(misses).toEqual([]);
  });

  it('reads a compound typed apart, and a bare verb for a button that says "I will"', async () => {
    await i18next.changeLanguage('sw');
    const pests = ['maize__fall_armyworm', 'maize__leaf_beetle'].map((label) => ({
      value: label,
      label: { key: `diagnosis:condition.${label}` },
    }));
    expect(readTyped('viwavi jeshi', pests, null)).toEqual({ kind: 'choice', value: 'maize__fall_armyworm' });
    expect(readTyped('viwavijeshi', pests, null)).toEqual({ kind: 'choice', value: 'maize__fall_armyworm' });
    const retake = [{ value: 'retake', label: { key: 'diagnosis:retake' } }];
    expect(readTyped('piga picha mpya', retake, null)).toEqual({ kind: 'choice', value: 'retake' });
    await i18next.changeLanguage('en');
  });

  it('takes a bare number at a typed question as the numbered button beside it', () => {
    const noteReplies = [{ value: 'skip', label: { key: 'talk:skip' } }, BACK];
    const note = { kind: 'text' as const, label: { key: 'talk:callback.note_label' }, optional: true };
    // "1" at the callback note is "Skip", not a note that says "1"; "rudi" is back.
    expect(readTyped('1', noteReplies, note)).toEqual({ kind: 'choice', value: 'skip' });
    expect(readTyped('mbili', noteReplies, note)).toEqual({ kind: 'back' });
    expect(readTyped('rudi', noteReplies, note)).toEqual({ kind: 'back' });
    expect(readTyped('Majani 2 yana madoa', noteReplies, note)).toEqual({ kind: 'text' });
    // A number beyond the buttons, and questions whose answer is a number, keep the typed words.
    expect(readTyped('7', noteReplies, note)).toEqual({ kind: 'text' });
    for (const kind of ['acres', 'quantity', 'date'] as const)
      expect(readTyped('1', noteReplies, { kind, label: { key: 'x' } })).toEqual({ kind: 'text' });
    // A secret is never read for meaning.
    expect(readTyped('1', noteReplies, { kind: 'password', label: { key: 'x' } })).toEqual({ kind: 'text' });
  });

  it('leads a typed symptom into the describe path with its words, and knows pest names however written', () => {
    const idle = { activeFlow: null, input: null, messages: [], flowTakesText: false };
    for (const typed of [
      'my maize leaves have yellow streaks',
      'majani ya mahindi yana michirizi ya njano',
    ]) {
      expect(routeText(recognise(typed), { type: 'user.text', value: typed }, idle)).toEqual({
        kind: 'start',
        flow: 'advice',
        input: { text: typed },
      });
    }
    // Asked for in words, the photo check is still what the farmer gets.
    const photo = 'viazi vyangu vinaoza, nataka kupiga picha';
    expect(routeText(recognise(photo), { type: 'user.text', value: photo }, idle)).toMatchObject({
      kind: 'start',
      flow: 'diagnosis',
    });
    for (const pest of ['viwavijeshi', 'viwavi jeshi', 'fall armyworm'])
      expect(recognise(pest).intent).toBe('pest_advice');
  });

  it('offers back and the menu where the step on screen has no buttons left', () => {
    const route = routeText(
      recognise('sijui'),
      { type: 'user.text', value: 'sijui' },
      {
        activeFlow: 'advice',
        input: null,
        messages: [assistantMessage(text('advice:ask_crop'))],
        flowTakesText: false,
      },
    );
    expect(route).toEqual({ kind: 'remind', key: 'assistant:pick_one', replies: [BACK, MENU] });
  });
});
