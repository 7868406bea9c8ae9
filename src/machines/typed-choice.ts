import i18next from 'i18next';
import type { ChatMessage, InputRequest, QuickReply } from '../conversation/chat-message.ts';
import { BACK, MENU } from '../conversation/flow-protocol.ts';
import { similarWords } from '../language/intents/edit-distance.ts';
import { normalise } from '../language/intents/normalise.ts';
import { recognise, type Recognition } from '../language/intents/recognise.ts';

/**
 * How typed words are read at a step that offers buttons: as one of those buttons (its number or its
 * words), as "back", "menu" or "I'm done", or as words the conversation must read some other way.
 */
export type TypedReading =
  | { kind: 'choice'; value: string }
  | { kind: 'back' }
  | { kind: 'menu' }
  | { kind: 'done' }
  | { kind: 'text' };

/** The buttons still live: those of the question on screen, the transcript's last assistant message. */
export function liveReplies(messages: ChatMessage[]): QuickReply[] {
  return messages.findLast((message) => message.sender === 'assistant')?.quickReplies ?? [];
}

// Whole replies that mean "back" or "menu" even where a question asks for typed words ("rudi" is no name).
const STEERING: Record<string, 'back' | 'menu'> = {
  back: 'back',
  'go back': 'back',
  rudi: 'back',
  'rudi nyuma': 'back',
  nyuma: 'back',
  turudi: 'back',
  menu: 'menu',
  'main menu': 'menu',
  menyu: 'menu',
  'menyu kuu': 'menu',
};
/** Questions where a bare number is the answer itself (a farm's 2 acres, the 3rd of the month). */
const NUMBER_ANSWERS = new Set<InputRequest['kind']>(['quantity', 'acres', 'date']);
/** A secret is never read for meaning: "back" may be someone's (weak) password. */
const SECRET_KINDS = new Set<InputRequest['kind']>(['password', 'new_password', 'code']);
// Words too common to pick a button by ("the", "ya") when matching a button's words.
const FILLER = new Set(['i', 'a', 'the', 'my', 'is', 'it', 'to', 'of', 'na', 'ya', 'wa', 'kwa', 'ni']);

/** A button's label in every language the app has loaded, as plain words. */
function labelWords(reply: QuickReply): string[][] {
  if (!i18next.isInitialized) return [];
  return Object.keys(i18next.store.data)
    .map((lng): unknown => i18next.t(reply.label.key, { ...reply.label.params, lng, defaultValue: '' }))
    .filter(
      (label): label is string => typeof label === 'string' && label !== '' && label !== reply.label.key,
    )
    .map((label) => normalise(label));
}

// A farmer's button speaks as the farmer ("Nitaeleza ninachoona"), but the farmer may type the bare
// verb ("eleza ninachoona"): the first person's "nita-" (I will) or "nime-" (I have) does not count.
const bareVerb = (word: string) => word.replace(/^ni(ta|me)(?=[a-z]{3})/, '');
const sameWord = (a: string, b: string) => similarWords(a, b) || similarWords(bareVerb(a), bareVerb(b));
const within = (words: string[], pool: string[]) =>
  words.length > 0 && words.every((word) => pool.some((other) => sameWord(word, other)));

/** A compound written apart ("viwavi jeshi" for "viwavijeshi") is read as the label's one word. */
function joinCompounds(typed: string[], label: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < typed.length; i += 1) {
    const pair = `${typed[i]}${typed[i + 1] ?? ''}`;
    if (i + 1 < typed.length && label.some((word) => similarWords(pair, word))) {
      joined.push(pair);
      i += 1;
    } else joined.push(typed[i]!);
  }
  return joined;
}

/** The one button whose words were typed: all of them, or all the typed words are among its. */
function namedReply(typed: string[], replies: QuickReply[]): QuickReply | undefined {
  const meaningful = (words: string[]) => words.filter((word) => !FILLER.has(word));
  const labels = replies.map((reply) => ({ reply, words: labelWords(reply) }));
  const only = (matches: typeof labels) => (matches.length === 1 ? matches[0]!.reply : undefined);
  const exact = labels.filter(({ words }) => words.some((label) => label.join(' ') === typed.join(' ')));
  if (exact.length > 0) return only(exact);
  return (
    only(
      labels.filter(({ words }) =>
        words.some((label) => within(meaningful(joinCompounds(typed, label)), label)),
      ),
    ) ??
    only(
      labels.filter(({ words }) =>
        words.some((label) => within(meaningful(label), joinCompounds(typed, label))),
      ),
    )
  );
}

function asReading(value: string): TypedReading {
  if (value === BACK.value) return { kind: 'back' };
  if (value === MENU.value) return { kind: 'menu' };
  return { kind: 'choice', value };
}

/**
 * Reads typed words against the step on screen. Where the step asks for typed words (a name, a
 * description) only a bare "back" or "menu" steers, and a bare number picks the numbered button beside
 * the question (typing "1" at the callback note means "Skip"); everything else is the answer. Where it offers
 * buttons, a number ("2", "mbili") or a button's words pick that button, and "back", "menu" and
 * "I'm done" (or "asante" where "done" is a button) steer.
 */
export function readTyped(
  typed: string,
  replies: QuickReply[],
  input: InputRequest | null,
  recognition: Recognition = recognise(typed),
): TypedReading {
  const words = normalise(typed);
  if (input) {
    if (SECRET_KINDS.has(input.kind)) return { kind: 'text' };
    const steering = STEERING[words.join(' ')];
    if (steering) return { kind: steering };
    // "1" is no crop, note or phone number: it names the numbered button beside the question.
    const picked =
      !NUMBER_ANSWERS.has(input.kind) && recognition.intent === 'number' && recognition.number !== undefined
        ? replies[recognition.number - 1]
        : undefined;
    return picked ? asReading(picked.value) : { kind: 'text' };
  }
  if (recognition.intent === 'number' && recognition.number !== undefined) {
    const picked = replies[recognition.number - 1];
    return picked ? asReading(picked.value) : { kind: 'text' };
  }
  const named = namedReply(words, replies);
  if (named) return asReading(named.value);
  const done = replies.find((reply) => reply.value === 'done');
  if (recognition.intent === 'done' || (recognition.intent === 'thanks' && done)) {
    return done ? { kind: 'choice', value: done.value } : { kind: 'done' };
  }
  if (recognition.intent === 'back') return { kind: 'back' };
  if (recognition.intent === 'menu') return { kind: 'menu' };
  const yesNo = replies.find((reply) => reply.value === recognition.intent);
  if (yesNo && (recognition.intent === 'yes' || recognition.intent === 'no')) return asReading(yesNo.value);
  return { kind: 'text' };
}
