import type { ChatMessage, InputRequest } from '../conversation/chat-message.ts';
import type { UserEvent } from '../conversation/flow-protocol.ts';
import { recognise, type Recognition } from '../language/intents/recognise.ts';

/**
 * The quick reply a typed number names ("2", "mbili", "option 2") in the question on screen. Only while
 * the question offers replies and asks for nothing typed: when the composer asks for a quantity or
 * acres, a number is an answer of its own.
 */
export function typedChoice(
  recognition: Recognition,
  messages: ChatMessage[],
  input: InputRequest | null,
): string | undefined {
  if (input || recognition.intent !== 'number' || recognition.number === undefined) return undefined;
  const question = messages.findLast((message) => message.sender === 'assistant');
  return question?.quickReplies?.[recognition.number - 1]?.value;
}

/** The user's event as a conversation reads it: typed text that names a quick reply becomes that choice. */
export function readTyped(event: UserEvent, messages: ChatMessage[], input: InputRequest | null): UserEvent {
  if (event.type !== 'user.text') return event;
  const value = typedChoice(recognise(event.value), messages, input);
  return value === undefined ? event : { type: 'user.choice', value };
}
