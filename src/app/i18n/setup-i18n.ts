import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { formatDay } from '../../language/day-format.ts';
import { slotTimeFormat } from '../../contract/slot-time.ts';
import { fallbackLanguage, LANGUAGE_STORAGE_KEY, supportedLanguages } from './languages.ts';

// Each namespace of each language is its own small chunk, fetched when a screen first needs it.
const namespaces = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/*/*.json');

function loadNamespace(language: string, namespace: string) {
  const load = namespaces[`../../../locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`No ${namespace} texts for ${language}`));
  return load().then((module) => module.default);
}

export async function setupI18n(): Promise<typeof i18next> {
  await i18next
    .use(resourcesToBackend(loadNamespace))
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: supportedLanguages,
      fallbackLng: fallbackLanguage,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      ns: ['common', 'errors'],
      // Every language names itself in the switch, so each one's common texts are needed from the start.
      preload: supportedLanguages,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      detection: {
        order: ['querystring', 'localStorage', 'navigator'],
        lookupQuerystring: 'lang',
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
      },
      react: { useSuspense: true },
    });
  i18next.services.formatter?.add('day', formatDay);
  i18next.services.formatter?.add('slot', (value: number, language: string | undefined) =>
    slotTimeFormat(language ?? 'en').format(value),
  );
  const applyLanguage = (language: string) => {
    document.documentElement.lang = language;
  };
  applyLanguage(i18next.resolvedLanguage ?? fallbackLanguage);
  i18next.on('languageChanged', applyLanguage);
  return i18next;
}
