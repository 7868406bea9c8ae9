/**
 * The text namespaces each first screen shows, loaded with its code (router.tsx) and fetched ahead by
 * its page (scripts/first-screens): only its own, in the page's language. The menu's words are the
 * assistant's; each flow's texts come when it starts (src/chat/use-shown-messages.ts).
 */
export const ROUTE_TEXTS = {
  assistant: ['assistant', 'chat'],
  auth: ['auth', 'chat'],
  privacy: ['privacy'],
};
