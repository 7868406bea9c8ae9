/**
 * Runs `work` once the page has loaded and the browser has nothing else to do: work a first screen
 * does not need then waits until the phone has shown it and answered the first taps. Returns a cancel.
 */
export function whenIdleAfterLoad(work: () => void): () => void {
  let cancelIdle = () => undefined as void;
  const idle = () => {
    // Browsers without idle callbacks (Safari) take the next task instead.
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(work);
      cancelIdle = () => clearTimeout(timer);
      return;
    }
    const handle = requestIdleCallback(work);
    cancelIdle = () => cancelIdleCallback(handle);
  };
  if (document.readyState === 'complete') {
    idle();
    return () => cancelIdle();
  }
  window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancelIdle();
  };
}
