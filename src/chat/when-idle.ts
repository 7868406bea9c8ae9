/**
 * Runs `work` the next time the browser is idle, or in a task of its own where the browser has no idle
 * callbacks (Safari). Returns a cancel, for work a component no longer needs once it is gone.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(work);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(() => work());
  return () => cancelIdleCallback(idle);
}
