/**
 * The languages the client speaks are the folders under locales/ that have a common.json: adding a
 * language is adding a folder (ARCHITECTURE.md), no code change.
 */
const commonFiles = import.meta.glob('../../../locales/*/common.json');

export const supportedLanguages: string[] = Object.keys(commonFiles)
  .map((file) => file.split('/').at(-2) ?? '')
  .filter(Boolean)
  .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));

export const fallbackLanguage = 'en';
