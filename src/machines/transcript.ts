import type { ChatMessage, InputRequest } from '../conversation/chat-message.ts';
import { userMessage, withAssistantMessage } from '../conversation/chat-message.ts';
import { photoMessages, type ConversationEvent, type FlowSay } from '../conversation/flow-protocol.ts';

/**
 * How a conversation (the assistant at /, the one at /auth) writes its transcript, so both show the
 * user's words and their flows' answers the same way.
 */

/** The transcript with what the person did as their own bubble: the words shown (dots for a secret), or their photos. */
export function withUserEvent(messages: ChatMessage[], event: ConversationEvent): ChatMessage[] {
  if (event.type === 'user.photos') return [...messages, ...photoMessages(event.photos)];
  return event.shown ? [...messages, userMessage(event.shown)] : messages;
}

/** The transcript after a flow spoke, and what the composer collects next. */
export function withFlowSay(
  messages: ChatMessage[],
  event: FlowSay,
): { messages: ChatMessage[]; input: InputRequest | null } {
  return { messages: withAssistantMessage(messages, event.message), input: event.input };
}
