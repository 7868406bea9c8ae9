import { translatorFor } from '../../i18n/server-translator.ts';

/**
 * SMS and e-mail texts in the user's language (locales/<lng>/messages.json). SMS texts are kept within
 * one 160-character GSM-7 message, so a farmer on a basic phone receives them whole.
 */
export function messageTemplate(language: string, template: string, params: Record<string, unknown>): string {
  return translatorFor(language)(`messages:${template}`, params);
}
