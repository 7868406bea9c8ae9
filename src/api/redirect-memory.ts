/**
 * Where a logged-out visitor was heading, so login can take them there (SPEC §2). Kept in session
 * storage: it belongs to this tab's visit, not to the device.
 */
const KEY = 'mimea.redirect_target';
const DEFAULT_TARGET = '/';

/** Only same-site paths are remembered; anything else could send the user off-site after login. */
function isSafeTarget(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/auth');
}

export function rememberRedirectTarget(target: string): void {
  if (isSafeTarget(target)) sessionStorage.setItem(KEY, target);
}

export function peekRedirectTarget(): string {
  return sessionStorage.getItem(KEY) ?? DEFAULT_TARGET;
}

/** Returns the remembered target once and forgets it. */
export function takeRedirectTarget(): string {
  const target = peekRedirectTarget();
  sessionStorage.removeItem(KEY);
  return target;
}
