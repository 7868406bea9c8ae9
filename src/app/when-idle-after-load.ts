/**
 * Runs `work` once the page has loaded and the browser has nothing else to do: work a first screen
 * does not need then waits until the phone has shown it and answered the first taps. Returns a cancel.
 */
export function whenIdleAfterLoad(work: () => void): () => void {
  let cancelled = false;
  const run = () => void (cancelled || work());
  // Browsers without idle callbacks (Safari) take the next task instead.
  const idle = () =>
    void (typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : setTimeout(run));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}
