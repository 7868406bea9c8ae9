import type { CardName } from '../conversation/cards/card-payloads.ts';
import type { ChatMessage, InputKind, InputRequest, TextRef } from '../conversation/chat-message.ts';

/**
 * Namespaces whose texts nest another's (`$t(calendar:…)`): both are needed to show one of them
 * (tests/unit/client/chat-texts.test.ts reads the locale files for them).
 */
export const NESTED: Record<string, string[]> = {
  weather: ['calendar'],
  farms: ['calendar'],
  talk: ['diagnosis'],
};

/** What each card shows besides the chat's own texts, so they come with its message, not after its code. */
const CARD_TEXTS: Record<CardName, string[]> = {
  advice: ['advice'],
  callback: ['talk', 'diagnosis', 'calendar'],
  blog: ['talk'],
  calendar: ['calendar'],
  weather: ['weather'],
  location: [],
  diagnosis: ['diagnosis', 'advice'],
  upload: ['diagnosis'],
  data_export: ['assistant'],
  notifications: ['assistant'],
  fertilizer: ['farms', 'calendar'],
  compare: ['diagnosis', 'advice'],
  sign_question: ['diagnosis'],
  community_question: ['community', 'diagnosis', 'advice'],
};

/** What the composer shows for a question besides the chat's own texts (its picker's words). */
const INPUT_TEXTS: Partial<Record<InputKind, string[]>> = {
  place: ['places'],
  date: ['calendar'],
  photo: ['diagnosis'],
};

const namespaceOf = (ref: TextRef) => (ref.key.includes(':') ? [ref.key.slice(0, ref.key.indexOf(':'))] : []);

/** The namespaces `namespaces` need on screen, those they nest included. */
export function withNested(namespaces: string[]): string[] {
  return [...new Set(namespaces.flatMap((namespace) => [namespace, ...(NESTED[namespace] ?? [])]))];
}

/** The namespaces a message needs before it can show: its words, its replies' and its card's. */
export function messageTexts(message: ChatMessage): string[] {
  const { body } = message;
  const refs = [...(message.quickReplies ?? []).map((reply) => reply.label)];
  if (message.moreLabel) refs.push(message.moreLabel);
  if (body.kind === 'text' || body.kind === 'markdown' || body.kind === 'notice') refs.push(body.text);
  if (body.kind === 'photo') refs.push(body.alt, ...(body.caption ? [body.caption] : []));
  const cards = body.kind === 'card' ? CARD_TEXTS[body.card] : [];
  return withNested([...refs.flatMap(namespaceOf), ...cards]);
}

/** The namespaces the composer needs for a question: its label's and its picker's. */
export function inputTexts(input: InputRequest | null): string[] {
  return input ? withNested([...namespaceOf(input.label), ...(INPUT_TEXTS[input.kind] ?? [])]) : [];
}
