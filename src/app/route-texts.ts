import { CHAT_NAMESPACES } from '../chat/chat-texts.ts';

/**
 * The text namespaces each first screen shows, loaded with its code (router.tsx) and fetched ahead by
 * its page (scripts/first-screens). The menu at / names every flow, so it needs all the chat's texts.
 */
export const ROUTE_TEXTS = {
  assistant: ['assistant', ...CHAT_NAMESPACES],
  auth: ['auth', 'chat', 'diagnosis'],
  privacy: ['privacy'],
};
