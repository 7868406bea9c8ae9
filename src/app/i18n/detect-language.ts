import { LANGUAGE_STORAGE_KEY } from './language-storage-key.ts';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The language to start in: `?lang=`, else the one chosen before on this device, else the browser's
 * first language that we speak, else the fallback. The pages drawn at build time choose the same way
 * (scripts/first-screens/choose-first-screen.js), so the app starts in the language already painted.
 */
export function detectLanguage(supported: string[], fallback: string): string {
  const wanted = [new URLSearchParams(location.search).get('lang'), storedLanguage(), ...navigator.languages];
  for (const code of wanted) {
    const base = code?.toLowerCase().split('-')[0];
    if (base && supported.includes(base)) return base;
  }
  return fallback;
}

/** Keeps the language the app runs in for the next visit. */
export function rememberLanguage(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage off: the next visit starts from the browser's language again.
  }
}
