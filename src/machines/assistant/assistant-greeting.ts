import { assistantMessage, type ChatMessage } from '../../conversation/chat-message.ts';
import { MENU, text } from '../../conversation/message-parts.ts';
import { flowMenu } from './flow-catalogue.ts';

/** Said when a task is done: one line with "Menu", not the whole menu again under every answer. */
export const ANYTHING_ELSE = 'assistant:anything_else';
/** The main menu, with its fold called "More"; after a task, only the way to it. */
function withMenu(message: ChatMessage, key: string): ChatMessage {
  if (key === ANYTHING_ELSE) return { ...message, quickReplies: [MENU] };
  return { ...message, quickReplies: flowMenu(), moreLabel: { key: 'assistant:menu.more' } };
}

/**
 * The assistant's messages that carry the menu, or the way to it. Kept apart from the machine so the
 * page can draw the opening before the conversation's code has arrived (src/app/routes/assistant-page.tsx).
 */
export const menuMessage = (key: string, params?: Record<string, string>): ChatMessage =>
  withMenu(assistantMessage(text(key, params)), key);

/** The first message of a conversation: by name when the person gave one. */
export const greetingMessage = (firstName: string | undefined): ChatMessage =>
  firstName
    ? menuMessage('assistant:greeting_named', { name: firstName })
    : menuMessage('assistant:greeting');

/**
 * What the assistant shows first: its greeting, or the kept transcript and a welcome back. The new
 * message's id follows from the transcript, so the opening the page draws before the conversation has
 * arrived is the same message as the conversation's own: the composer, keyed by the last question,
 * keeps what is being typed across the change. Each visit's transcript is longer, so ids never repeat.
 */
export function openingMessages(kept: ChatMessage[], firstName: string | undefined): ChatMessage[] {
  const opening = kept.length === 0 ? greetingMessage(firstName) : menuMessage('assistant:welcome_back');
  return [...kept, { ...opening, id: `opening-${kept.length}` }];
}
