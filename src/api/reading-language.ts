import i18next from 'i18next';
import type { CALLBACK_LANGUAGES } from '../contract/callback.ts';

type Language = (typeof CALLBACK_LANGUAGES)[number];

/** The language the person reads the app in now: a question about their language need not be asked. */
export function readingLanguage(): Language {
  return i18next.resolvedLanguage?.startsWith('sw') ? 'sw' : 'en';
}
