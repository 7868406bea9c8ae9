import { recordEvent } from '../api/analytics-consent.ts';
import type { ChatMessage, InputRequest } from '../conversation/chat-message.ts';
import { withAssistantMessage } from '../conversation/chat-message.ts';
import type { FlowSay, UserBubbles } from '../conversation/flow-protocol.ts';

/**
 * How a conversation (the assistant at /, the one at /auth) writes its transcript, so both show the
 * user's words and their flows' answers the same way.
 */

/** The transcript with the person's own bubbles, as the chat recorded what they sent or tapped. */
export function withUserBubbles(messages: ChatMessage[], event: UserBubbles): ChatMessage[] {
  return [...messages, ...event.messages];
}

const NETWORK_FAILURES = new Set(['errors:network_error', 'errors:timeout']);

/** An error the person was shown, by its kind only (for the "help us improve" figures): never its words. */
function recordShownError({ body }: ChatMessage): void {
  if (body.kind !== 'notice' || body.tone !== 'error') return;
  const key = body.text.key;
  const kind = NETWORK_FAILURES.has(key) ? 'network' : key === 'errors:server_error' ? 'server' : 'other';
  recordEvent({ name: 'error_shown', kind });
}

/** The transcript after a flow spoke, and what the composer collects next. */
export function withFlowSay(
  messages: ChatMessage[],
  event: FlowSay,
): { messages: ChatMessage[]; input: InputRequest | null } {
  recordShownError(event.message);
  return { messages: withAssistantMessage(messages, event.message), input: event.input };
}
