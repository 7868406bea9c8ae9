import type { i18n as I18n } from 'i18next';

/** Every namespace a transcript's messages can name. */
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
  'farms',
];

/** Namespaces whose texts nest another's (`$t(calendar:…)`): both are needed to show one of them. */
const NESTED: Record<string, string[]> = { weather: ['calendar'] };

const loading = new Map<string, Promise<void>>();

function loadOnce(i18n: I18n, key: string, namespaces: string[]): Promise<void> {
  const language = i18n.resolvedLanguage ?? i18n.language;
  let texts = loading.get(`${language}:${key}`);
  if (!texts) {
    texts = i18n.loadNamespaces(namespaces);
    loading.set(`${language}:${key}`, texts);
  }
  return texts;
}

/** All the flows' texts in the active language: fetched when the browser is idle after the first paint. */
export function loadChatTexts(i18n: I18n): Promise<void> {
  return loadOnce(i18n, '*', CHAT_NAMESPACES);
}

/** What a message in `namespace` needs before it can show, or null when its texts are here. */
export function missingTexts(i18n: I18n, namespace: string): Promise<void> | null {
  const needed = [namespace, ...(NESTED[namespace] ?? [])];
  if (needed.every((name) => i18n.hasLoadedNamespace(name))) return null;
  return loadOnce(i18n, namespace, needed);
}
