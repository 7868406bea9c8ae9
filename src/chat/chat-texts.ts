import type { i18n as I18n } from 'i18next';

/** Every namespace a transcript's messages can name (flows' texts nest others', e.g. weather → calendar). */
export const CHAT_NAMESPACES = [
  'chat',
  'auth',
  'errors',
  'talk',
  'calendar',
  'weather',
  'places',
  'advice',
  'diagnosis',
];

const loading = new Map<string, Promise<void>>();

/**
 * The flows' texts in the active language, fetched once: right after the first paint, or at once when a
 * message needs them sooner. The first screen fetches only its own namespaces.
 */
export function loadChatTexts(i18n: I18n): Promise<void> {
  const language = i18n.resolvedLanguage ?? i18n.language;
  let texts = loading.get(language);
  if (!texts) {
    texts = i18n.loadNamespaces(CHAT_NAMESPACES);
    loading.set(language, texts);
  }
  return texts;
}
