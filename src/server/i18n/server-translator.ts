import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type Resource } from 'i18next';

const localesDir = path.resolve(import.meta.dirname, '../../../locales');
/**
 * Namespaces the server speaks; the rest of locales/ belongs to the client. `calendar` and `weather`
 * give the crop and task names and the warnings of calendar and weather notices (messages:notice_*).
 */
const SERVER_NAMESPACES = ['errors', 'messages', 'sms', 'calendar', 'weather'] as const;

function loadResources() {
  const resources: Resource = {};
  for (const language of readdirSync(localesDir)) {
    resources[language] = {};
    for (const namespace of SERVER_NAMESPACES) {
      const file = path.join(localesDir, language, `${namespace}.json`);
      if (existsSync(file)) resources[language]![namespace] = JSON.parse(readFileSync(file, 'utf8'));
    }
  }
  return resources;
}

const resources = loadResources();
export const serverLanguages = Object.keys(resources);

const instance = i18next.createInstance();
await instance.init({
  resources,
  fallbackLng: 'en',
  ns: [...SERVER_NAMESPACES],
  defaultNS: 'errors',
  interpolation: { escapeValue: false },
});

/** Picks the best supported language from an Accept-Language header (q-values honoured). */
export function pickLanguage(acceptLanguage: string | undefined): string {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.split('=')[1]) : 1 };
    })
    .filter((entry) => entry.base && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.find((entry) => serverLanguages.includes(entry.base))?.base ?? 'en';
}

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Server texts are looked up by keys built at run time (error codes), so the signature is plain strings. */
export function translatorFor(acceptLanguage: string | undefined): Translate {
  const lng = pickLanguage(acceptLanguage);
  return (key, params = {}) => instance.t(key as never, { ...params, lng }) as string;
}
