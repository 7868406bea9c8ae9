import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { formatDay } from '../../language/day-format.ts';
import { slotTimeFormat } from '../../contract/slot-time.ts';
import { detectLanguage, rememberLanguage } from './detect-language.ts';
import { fallbackLanguage, supportedLanguages } from './languages.ts';

// Each namespace of each language is its own small chunk, fetched when a screen first needs it.
const namespaces = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/*/*.json');
// The shell's texts of every language (about 1 KB each) come in the first script: the first screen
// waits on no extra request, and the switch names each language in itself.
const commonTexts = import.meta.glob<Record<string, unknown>>('../../../locales/*/common.json', {
  eager: true,
  import: 'default',
});

function loadNamespace(language: string, namespace: string) {
  const load = namespaces[`../../../locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`No ${namespace} texts for ${language}`));
  return load().then((module) => module.default);
}

export async function setupI18n(): Promise<typeof i18next> {
  await i18next
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      lng: detectLanguage(supportedLanguages, fallbackLanguage),
      supportedLngs: supportedLanguages,
      // Every language is complete (tests/unit/locales.test.ts), so a Kiswahili visit fetches no English
      // texts; a browser language we lack still falls back to English.
      fallbackLng: {
        default: [fallbackLanguage],
        ...Object.fromEntries(supportedLanguages.map((language) => [language, []])),
      },
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      resources: Object.fromEntries(
        supportedLanguages.map((language) => [
          language,
          { common: commonTexts[`../../../locales/${language}/common.json`]! },
        ]),
      ),
      partialBundledLanguages: true,
      // Only the active language's shell texts; each screen and flow loads its own namespaces.
      ns: ['common', 'errors'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  i18next.services.formatter?.add('day', formatDay);
  i18next.services.formatter?.add('slot', (value: number, language: string | undefined) =>
    slotTimeFormat(language ?? 'en').format(value),
  );
  const applyLanguage = (language: string) => {
    document.documentElement.lang = language;
    rememberLanguage(language);
  };
  applyLanguage(i18next.resolvedLanguage ?? fallbackLanguage);
  i18next.on('languageChanged', applyLanguage);
  return i18next;
}
