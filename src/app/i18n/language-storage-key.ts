/** Where the chosen language is kept on the device; read also by the first screens drawn at build time. */
export const LANGUAGE_STORAGE_KEY = 'mimea.language';
