import type { CardBody } from './cards/card-payloads.ts';

/**
 * The transcript is data, not markup: assistant texts are i18n keys with parameters, so the whole
 * conversation re-renders in the other language when the user switches.
 */
export interface TextRef {
  /** A key with its namespace, e.g. `auth:login.ask_password`. */
  key: string;
  params?: Record<string, string | number>;
}

export type MessageBody =
  | { kind: 'text'; text: TextRef }
  | { kind: 'markdown'; text: TextRef }
  /** Words that exist only in one language: what the user typed, or a server's already translated message. */
  | { kind: 'literal'; text: string }
  | { kind: 'notice'; text: TextRef; tone: 'info' | 'error' | 'success' }
  /** A photo: the user's own (a small data URL kept on the device) or a reference picture from the app. */
  | { kind: 'photo'; src: string; alt: TextRef; caption?: TextRef }
  | CardBody;

export interface QuickReply {
  value: string;
  label: TextRef;
  /** Tapping it also opens the phone's camera or gallery, in the same tap (browsers allow no later). */
  opens?: 'photo';
  /** Folded under "other options", so one next step stands out. */
  more?: boolean;
}

/**
 * Whether the user's message reached what it was for; the conversation itself runs on the device.
 * `sending` while a flow talks to the server about it, `queued` while that waits for the network.
 */
export type Delivery = 'sending' | 'sent' | 'queued' | 'failed';

export interface ChatMessage {
  id: string;
  sender: 'user' | 'assistant';
  /** ISO 8601 time the message was added. */
  at: string;
  body: MessageBody;
  quickReplies?: QuickReply[];
  /** The fold's own words where "other options" would not say it: the main menu's "More". */
  moreLabel?: TextRef;
  delivery?: Delivery;
}

/** What the composer should collect next; it picks keyboard, autocomplete and validation from `kind`. */
export type InputKind =
  | 'text'
  | 'name'
  | 'phone'
  | 'email'
  | 'username'
  | 'password'
  | 'new_password'
  | 'code'
  /** A day, typed ("3/3", "tarehe 3 Machi") or picked from the phone's calendar (src/chat/date-input.tsx). */
  | 'date'
  /** County → subcounty → ward, searched as typed (src/chat/place-picker.tsx). */
  | 'place'
  /** 1–3 photos from the camera, the gallery or a webcam, checked on the device (src/chat/photo-input.tsx). */
  | 'photo'
  /** A whole number of items (a pre-booking), and a farm's size in acres: number keyboards. */
  | 'quantity'
  | 'acres';

export interface InputRequest {
  kind: InputKind;
  label: TextRef;
  /** An optional answer may be skipped with a quick reply instead. */
  optional?: boolean;
  /** The question is about a place: the composer also offers "use my location". */
  acceptsLocation?: boolean;
  /** For photos: at most this many (a case adding photos to earlier ones has less room). */
  max?: number;
}

let counter = 0;
export function newMessageId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}`;
}

export function assistantMessage(body: MessageBody, quickReplies?: QuickReply[]): ChatMessage {
  return { id: newMessageId(), sender: 'assistant', at: new Date().toISOString(), body, quickReplies };
}

export function userMessage(text: string): ChatMessage {
  return userBody({ kind: 'literal', text });
}

export function userBody(body: MessageBody): ChatMessage {
  return { id: newMessageId(), sender: 'user', at: new Date().toISOString(), body, delivery: 'sent' };
}

const CONNECTION_FAILURES = new Set(['errors:network_error', 'errors:timeout']);

/**
 * The transcript after an assistant message: when that message reports a lost connection, the user's
 * last message is marked as not sent (the flow's own message offers to try again).
 */
export function withAssistantMessage(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  const failed = message.body.kind === 'notice' && CONNECTION_FAILURES.has(message.body.text.key);
  const lastUser = failed ? messages.findLastIndex((m) => m.sender === 'user') : -1;
  const marked =
    lastUser < 0
      ? messages
      : messages.map((m, i) => (i === lastUser ? { ...m, delivery: 'failed' as const } : m));
  return [...marked, message];
}
