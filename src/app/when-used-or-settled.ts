import { whenIdle } from '../chat/when-idle.ts';

/** How long after the page has loaded work a first screen does not need waits for a tap instead. */
export const SETTLE_MS = 5000;

/**
 * Runs `work` at the person's first tap or key press, or once the page has loaded, `settleMs` have
 * passed and the browser has nothing else to do, whichever comes first: work the first screen does not
 * need then never competes with the app's start-up on a slow phone, nor with the first taps' own work.
 * Returns a cancel.
 */
export function whenUsedOrSettled(work: () => void, settleMs = SETTLE_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle: (() => void) | undefined;
  const uses = ['pointerdown', 'keydown'] as const;
  const stop = () => {
    clearTimeout(timer);
    cancelIdle?.();
    window.removeEventListener('load', settle);
    for (const use of uses) window.removeEventListener(use, run, true);
  };
  const run = () => {
    stop();
    work();
  };
  const settle = () => void (timer = setTimeout(() => (cancelIdle = whenIdle(run)), settleMs));
  for (const use of uses) window.addEventListener(use, run, { capture: true, passive: true });
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
  return stop;
}
