import i18next from 'i18next';
import {
  ANALYTICS_LANGUAGES,
  MAX_EVENTS_PER_BATCH,
  type AnalyticsBatch,
  type AnalyticsEvent,
} from '../contract/analytics.ts';
import { ANALYTICS_SESSION_IDLE_MINUTES } from '../contract/analytics-consent.ts';
import { apiBaseUrl } from './api-client.ts';
import { collectEvents, dropWaitingEvents, WAITING_EVENTS_KEY } from './analytics-consent.ts';
import { readConsent } from './analytics-consent.ts';
import { isKioskTablet } from './kiosk-tablet.ts';

const SESSION_KEY = 'mimea.analytics.session';
/** A phone offline for days keeps at most this many; the oldest go first. */
const MOST_KEPT = 500;

/** One event with what its batch needs: the tab's session, the language and whether it was a kiosk. */
interface WaitingEvent {
  session: string | null;
  kiosk: boolean;
  language: AnalyticsBatch['language'];
  event: AnalyticsEvent;
}

function readWaiting(): WaitingEvent[] {
  try {
    const stored = JSON.parse(localStorage.getItem(WAITING_EVENTS_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as WaitingEvent[]) : [];
  } catch {
    return [];
  }
}

function keepWaiting(events: WaitingEvent[]): void {
  if (events.length === 0) localStorage.removeItem(WAITING_EVENTS_KEY);
  else localStorage.setItem(WAITING_EVENTS_KEY, JSON.stringify(events.slice(-MOST_KEPT)));
}

function storedSession(): { id: string; last: number } | null {
  try {
    return JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null') as { id: string; last: number } | null;
  } catch {
    return null;
  }
}

/**
 * The tab's analytics session: a random id, renewed after `ANALYTICS_SESSION_IDLE_MINUTES` without an
 * event, when the server has already dropped the old one. A shop's tablet has none: only counts.
 */
function sessionId(now: number): string | null {
  if (isKioskTablet()) return null;
  const idleMs = ANALYTICS_SESSION_IDLE_MINUTES * 60_000;
  const session = storedSession();
  const id = session && now - session.last < idleMs ? session.id : crypto.randomUUID();
  sessionStorage.setItem(SESSION_KEY, JSON.stringify({ id, last: now }));
  return id;
}

function language(): AnalyticsBatch['language'] {
  return ANALYTICS_LANGUAGES.find((code) => code === i18next.resolvedLanguage) ?? 'en';
}

const batchKey = (waiting: WaitingEvent) => `${waiting.session} ${waiting.kiosk} ${waiting.language}`;

/**
 * Sends what waits, in batches, by beacon: it leaves even as the page closes, and carries the consent
 * cookie the server checks again. Offline, everything stays for the next time.
 */
function sendWaiting(): void {
  if (readConsent() !== 'improve') return dropWaitingEvents();
  if (!navigator.onLine) return;
  const waiting = readWaiting();
  const unsent: WaitingEvent[] = [];
  const groups = new Map<string, WaitingEvent[]>();
  for (const event of waiting) groups.set(batchKey(event), [...(groups.get(batchKey(event)) ?? []), event]);
  for (const group of groups.values()) {
    for (let start = 0; start < group.length; start += MAX_EVENTS_PER_BATCH) {
      const part = group.slice(start, start + MAX_EVENTS_PER_BATCH);
      const { session, kiosk, language } = part[0]!;
      const batch: AnalyticsBatch = { session, kiosk, language, events: part.map((w) => w.event) };
      const body = new Blob([JSON.stringify(batch)], { type: 'application/json' });
      if (!navigator.sendBeacon(`${apiBaseUrl}analytics/events/`, body)) unsent.push(...part);
    }
  }
  keepWaiting(unsent);
}

let stopSending: (() => void) | null = null;

/**
 * From now on, recorded events wait on the device and leave whenever the page is hidden or back online.
 * Returns how to stop (a test's clean-up; the app sends for as long as the page lives).
 */
export function startSending(): () => void {
  if (stopSending) return stopSending;
  const listening = new AbortController();
  const { signal } = listening;
  collectEvents((events) => {
    if (events.length === 0) return;
    const session = sessionId(Date.now());
    const kiosk = isKioskTablet();
    keepWaiting([
      ...readWaiting(),
      ...events.map((event) => ({ session, kiosk, language: language(), event })),
    ]);
  });
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') sendWaiting();
    },
    { signal },
  );
  window.addEventListener('pagehide', sendWaiting, { signal });
  window.addEventListener('online', sendWaiting, { signal });
  sendWaiting();
  stopSending = () => {
    listening.abort();
    stopSending = null;
  };
  return stopSending;
}
