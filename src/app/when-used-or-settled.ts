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
  let idleCallback: number | undefined;
  const uses = ['pointerdown', 'keydown'] as const;
  const stop = () => {
    clearTimeout(timer);
    if (idleCallback !== undefined) cancelIdleCallback(idleCallback);
    window.removeEventListener('load', settle);
    for (const use of uses) window.removeEventListener(use, run, true);
  };
  const run = () => {
    stop();
    work();
  };
  // Browsers without idle callbacks (Safari) run it when the wait is over.
  const idle = () => {
    if (typeof requestIdleCallback === 'function') idleCallback = requestIdleCallback(run);
    else run();
  };
  const settle = () => void (timer = setTimeout(idle, settleMs));
  for (const use of uses) window.addEventListener(use, run, { capture: true, passive: true });
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
  return stop;
}
