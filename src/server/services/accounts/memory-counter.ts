import type { ThrottleCount } from './throttle.ts';

/** How often windows that have ended are dropped, so the map holds only the keys counting now. */
const SWEEP_EVERY_MS = 60_000;

/**
 * The request limits' counters in this process's memory: the same fixed windows as the database's and
 * Redis's. Only for the embedded database, which one process alone can open, so there is no other API
 * process to share a count with; counted here, a request that needs nothing stored never waits for the
 * database's one connection (a 50,000-row import's writes, issue 35 §1). Counts start again on a
 * restart, as Redis's do when it is flushed.
 */
export function createMemoryCounter(clock: () => Date) {
  const windows = new Map<string, { hits: number; startedAt: number; windowMs: number }>();
  let nextSweep = 0;

  /** Drops the windows that have ended; an ended window counts nothing any more. */
  function sweep(now: number) {
    if (now < nextSweep) return;
    nextSweep = now + SWEEP_EVERY_MS;
    for (const [key, window] of windows) {
      if (now - window.startedAt >= window.windowMs) windows.delete(key);
    }
  }

  return {
    // Async like the other counters, which the rate-limit stores await.
    async count(key: string, windowMs: number): Promise<ThrottleCount> {
      const now = clock().getTime();
      sweep(now);
      let window = windows.get(key);
      if (!window || now - window.startedAt >= windowMs) {
        window = { hits: 0, startedAt: now, windowMs };
        windows.set(key, window);
      }
      window.hits += 1;
      return { hits: window.hits, resetAt: window.startedAt + windowMs };
    },
  };
}
