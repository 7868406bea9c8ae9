/**
 * A tab's analytics session ends after this long without an event; the server then drops its id from
 * the stored rows (SPEC §9: "App analytics data is anonymized within minutes after a session"). Kept
 * apart from analytics.ts so the client's recorder needs no zod to read it.
 */
export const ANALYTICS_SESSION_IDLE_MINUTES = 30;

/** Taps counted up to the first answer; beyond this the session is counted at this many. */
export const MAX_COUNTED_TAPS = 999;

/** The cookie notice's two equal choices, remembered in the `mimea_consent` cookie. */
export const CONSENT_CHOICES = ['necessary', 'improve'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];
export const CONSENT_COOKIE = 'mimea_consent';
