import { recordEvent } from '../api/analytics-consent.ts';
import { MAX_COUNTED_TAPS } from '../contract/analytics-consent.ts';
import type { Verdict } from '../contract/classify.ts';

let taps = 0;
let answered = false;

/** A reply the person gave (a tap on a choice, a photo, typed words): counted up to the first answer. */
export function countTap(): void {
  taps += 1;
}

/**
 * A plant check's answer was shown: the funnel's last step and its verdict, and with this page's first
 * answer, the taps it took (recorded only for those who chose to help, as every event).
 */
export function recordAnswer(verdict: Verdict): void {
  recordEvent({ name: 'funnel', step: 'answer' });
  recordEvent({ name: 'verdict', verdict });
  if (answered) return;
  answered = true;
  recordEvent({ name: 'first_answer', taps: Math.min(taps, MAX_COUNTED_TAPS) });
}
