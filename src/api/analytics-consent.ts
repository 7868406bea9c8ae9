import type { AnalyticsEvent } from '../contract/analytics.ts';
import {
  CONSENT_CHOICES,
  CONSENT_COOKIE,
  MAX_COUNTED_TAPS,
  type ConsentChoice,
} from '../contract/analytics-consent.ts';
import type { Verdict } from '../contract/classify.ts';

/*
 * The cookie notice's choice (SPEC §2: analytics with opt-out), remembered in a first-party cookie, and
 * the events it lets the app record: only with "also help us improve", so "necessary only" stops every
 * event at once. One small module on every first screen; the sender (analytics-sender.ts) loads only
 * once someone chose to help.
 */
export type { ConsentChoice };

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readConsent(cookies: string = document.cookie): ConsentChoice | null {
  const value = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  return CONSENT_CHOICES.find((choice) => choice === value) ?? null;
}

export function writeConsent(choice: ConsentChoice): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${choice}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/** Asks the notice to show again, so the choice can be changed at any time from the footer or the menu. */
export const REOPEN_CONSENT_EVENT = 'mimea:cookie-choice';

/** Said by the notice when someone chooses: the app starts or stops analytics at once. */
export const CONSENT_CHOSEN_EVENT = 'mimea:consent-chosen';

/** An event as the app records it; the time is added here. */
export type RecordedEvent = AnalyticsEvent extends infer E
  ? E extends AnalyticsEvent
    ? Omit<E, 'at'>
    : never
  : never;

const recorded: AnalyticsEvent[] = [];
let whenRecorded: (() => void) | null = null;
let taps = 0;
let answered = false;

/** Notes an event of the product working (or not), with its time, if the person chose to help. */
export function recordEvent(event: RecordedEvent): void {
  // Flows also run where there is no page (their tests, a worker): there, nobody chose to help.
  if (typeof document === 'undefined' || readConsent() !== 'improve') return;
  recorded.push({ ...event, at: new Date().toISOString() } as AnalyticsEvent);
  whenRecorded?.();
}

/** A reply the person gave (a tap on a choice, a photo, typed words): counted up to the first answer. */
export function countTap(): void {
  taps += 1;
}

/** A plant check's answer was shown: the funnel's last step, its verdict, and on this page's first, the taps. */
export function recordAnswer(verdict: Verdict): void {
  recordEvent({ name: 'funnel', step: 'answer' });
  recordEvent({ name: 'verdict', verdict });
  if (answered) return;
  answered = true;
  recordEvent({ name: 'first_answer', taps: Math.min(taps, MAX_COUNTED_TAPS) });
}

/** Hands over what was recorded since the last call, and again on each new event. */
export function collectEvents(onEvents: (events: AnalyticsEvent[]) => void): void {
  whenRecorded = () => onEvents(recorded.splice(0));
  whenRecorded();
}

/** Events waiting for a connection: kept on the device, so checks made offline are counted once back. */
export const WAITING_EVENTS_KEY = 'mimea.analytics.waiting';

/**
 * "Necessary only": every event not yet sent is dropped at once, those kept offline included. Here, on
 * the first screen, so that it never waits for code that could not arrive offline.
 */
export function dropWaitingEvents(): void {
  recorded.length = 0;
  localStorage.removeItem(WAITING_EVENTS_KEY);
}
