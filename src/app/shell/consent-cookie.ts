/**
 * The cookie choice, remembered in a first-party cookie (SPEC §2): `all` allows anonymised analytics,
 * `necessary` opts out of it. Nothing else is stored in cookies.
 */
export type ConsentChoice = 'all' | 'necessary';

export const CONSENT_COOKIE = 'mimea_consent';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readConsent(cookies: string = document.cookie): ConsentChoice | null {
  const value = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  return value === 'all' || value === 'necessary' ? value : null;
}

export function writeConsent(choice: ConsentChoice): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${choice}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/** Asks the banner to show again, so the choice can be changed at any time (the privacy notice promises it). */
export const REOPEN_CONSENT_EVENT = 'mimea:cookie-choice';
