/**
 * The cookie notice, remembered in a first-party cookie (SPEC §2). Mimea collects no usage statistics, so
 * there is nothing to opt into: the one value records that the notice was read. An older `all` choice
 * (from when statistics were offered) is no longer valid, so the notice shows again and says what changed.
 */
export type ConsentChoice = 'necessary';

export const CONSENT_COOKIE = 'mimea_consent';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readConsent(cookies: string = document.cookie): ConsentChoice | null {
  const value = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  return value === 'necessary' ? value : null;
}

export function writeConsent(choice: ConsentChoice): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${choice}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/** Asks the notice to show again, so it can be read at any time from the footer. */
export const REOPEN_CONSENT_EVENT = 'mimea:cookie-choice';
