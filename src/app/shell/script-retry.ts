const RETRIED_KEY = 'mimea.script-retried';
const RETRY_GAP_MS = 60_000;

/** A screen's code or styles that did not arrive: a dropped packet on 3G, a proxy's refusal. */
export function isScriptLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload/i.test(
      error.message,
    ) || error.name === 'ChunkLoadError'
  );
}

/**
 * Whether a failed load of this page's code should be tried once more before the farmer is told
 * anything: yes, unless it was already retried in the past minute (so a real outage reaches its
 * message instead of reloading for ever). Answering yes marks the retry.
 */
export function shouldRetryScriptLoad(error: unknown, now: number = Date.now()): boolean {
  if (!isScriptLoadFailure(error)) return false;
  const key = `${RETRIED_KEY}:${window.location.pathname}`;
  if (now - Number(sessionStorage.getItem(key) ?? 0) < RETRY_GAP_MS) return false;
  sessionStorage.setItem(key, String(now));
  return true;
}
