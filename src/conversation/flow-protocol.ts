import { sendParent, type EventObject, type MachineContext } from 'xstate';
import type { ChatMessage, InputRequest, MessageBody, QuickReply } from './chat-message.ts';
import { assistantMessage } from './chat-message.ts';
import type { SharedLocation } from './cards/card-payloads.ts';
import type { PreparedPhoto } from './photo/prepared-photo.ts';

/**
 * How a flow machine talks with the conversation that runs it: the conversation forwards the user's
 * answers as `user.*` events; the flow answers with `flow.say` events that carry a message and what
 * the composer should collect next. Flows register `sayAction<Context>()` as their `say` action.
 */
export type UserEvent =
  | { type: 'user.text'; value: string }
  | { type: 'user.choice'; value: string }
  | { type: 'user.back' }
  /** The device's position, shared with the user's consent when a flow asked for a place. */
  | { type: 'user.location'; location: SharedLocation }
  /** Photos taken or chosen when a flow asked for them, already checked and shrunk on the device. */
  | { type: 'user.photos'; photos: PreparedPhoto[] };

/**
 * The person's own bubbles as the chat recorded them: the words sent (dots for a secret), a tapped
 * reply's label, their photos, the place they shared. A conversation only adds them to its
 * transcript; no machine reads them, so what the user meant travels alone in the `user.*` event.
 */
export interface UserBubbles {
  type: 'transcript.user';
  messages: ChatMessage[];
}

/** What the chat sends a conversation (the assistant at /, the one at /auth). */
export type ConversationEvent = UserEvent | UserBubbles;

export interface FlowSay {
  type: 'flow.say';
  message: ChatMessage;
  input: InputRequest | null;
}

export interface SayParams {
  body: MessageBody;
  quickReplies?: QuickReply[];
  /** What the composer collects next; none means the user answers with the quick replies. */
  input?: InputRequest | null;
}

export function sayAction<TContext extends MachineContext, TEvent extends EventObject = UserEvent>() {
  return sendParent<TContext, TEvent, SayParams, FlowSay, TEvent>((_, params): FlowSay => ({
    type: 'flow.say',
    message: assistantMessage(params.body, params.quickReplies),
    input: params.input ?? null,
  }));
}

// Kept in their own module so that screens drawing a greeting need no XState; flows import them from here.
export { BACK, choice, MENU, text } from './message-parts.ts';

export const chose =
  (value: string) =>
  ({ event }: { event: UserEvent }) =>
    event.type === 'user.choice' && event.value === value;
