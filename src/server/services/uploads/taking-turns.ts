import { setImmediate } from 'node:timers/promises';

/** Lets waiting requests (and timers) run before going on. */
export const nextTurn = () => setImmediate();

/** Longest stretch of work before other requests get their turn. */
const TURN_MS = 8;

/**
 * A long loop's way to share the event loop: `await turn()` between steps gives way to other requests
 * once the loop has run for a few milliseconds, so a 50,000-row file never holds the server for long.
 */
export function takingTurns(turnMs = TURN_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < turnMs) return;
    await nextTurn();
    since = performance.now();
  };
}
