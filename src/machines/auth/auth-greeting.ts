import { assistantMessage, type ChatMessage } from '../../conversation/chat-message.ts';
import { choice, text } from '../../conversation/message-parts.ts';

// A plant check comes first: the photo picker opens with the tap, no account needed.
const AUTH_MENU = [
  { ...choice('diagnose', 'auth:menu.check_plant'), opens: 'photo' as const },
  choice('login', 'auth:menu.login'),
  choice('register', 'auth:menu.register'),
  choice('forgot', 'auth:menu.forgot'),
];

/**
 * The /auth conversation's greeting and menu. Kept apart from the machine so the page can draw it
 * before the conversation's code has arrived (src/app/routes/auth-page.tsx).
 */
export const greeting = (key: string): ChatMessage => assistantMessage(text(key), AUTH_MENU);

/**
 * The first message at /auth. Its id is fixed, so the greeting the page draws before the conversation
 * has arrived is the same message as the conversation's own: the composer, keyed by the last question,
 * keeps what is being typed across the change.
 */
export const openingGreeting = (): ChatMessage => ({ ...greeting('auth:greeting'), id: 'auth-opening' });
