import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatDay } from '../../../src/language/day-format.ts';
import { slotTimeFormat } from '../../../src/contract/slot-time.ts';

const localesDir = path.resolve(import.meta.dirname, '../../../locales');

/**
 * The real texts, loaded synchronously, so components render exactly what users read. `missing`
 * collects each key asked for that no language has (a raw key on screen), where a test wants to know.
 */
export async function setupTestI18n(language = 'en', missing?: string[]) {
  const resources: Record<string, Record<string, object>> = {};
  for (const lng of readdirSync(localesDir)) {
    resources[lng] = {};
    for (const file of readdirSync(path.join(localesDir, lng)).filter((f) => f.endsWith('.json'))) {
      resources[lng][file.replace('.json', '')] = JSON.parse(
        readFileSync(path.join(localesDir, lng, file), 'utf8'),
      );
    }
  }
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    saveMissing: missing !== undefined,
    missingKeyHandler: (_languages, namespace, key, fallback) => {
      // A key with its own default (an ingredient's name) is not missing: the default is the text.
      if (fallback === key) missing?.push(`${namespace}:${key}`);
    },
  });
  i18next.services.formatter?.add('day', formatDay);
  i18next.services.formatter?.add('slot', (value: number, language: string | undefined) =>
    slotTimeFormat(language ?? 'en').format(value),
  );
  return i18next;
}
