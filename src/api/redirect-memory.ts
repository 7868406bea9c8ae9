/**
 * Where a logged-out visitor was heading, so login can take them there (SPEC §2). Kept in session
 * storage: it belongs to this tab's visit, not to the device.
 */
export const REDIRECT_TARGET_KEY = 'mimea.redirect_target';
const DEFAULT_TARGET = '/';

/** Only same-site paths are remembered; anything else could send the user off-site after login. */
function isSafeTarget(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/auth');
}

type Address = Pick<Location, 'pathname' | 'search' | 'hash'>;

/**
 * The target a guarded request was heading for, `#fragment` included. A router's request never carries
 * the fragment (browsers do not send one, and React Router strips it), so it is taken from the address
 * bar when that shows the same page: a link opened, or a page reloaded, while signed out.
 */
export function redirectTargetOf(requestUrl: string, current: Address = window.location): string {
  const url = new URL(requestUrl);
  const target = `${url.pathname}${url.search}`;
  if (url.hash) return `${target}${url.hash}`;
  return current.pathname + current.search === target ? `${target}${current.hash}` : target;
}

export function rememberRedirectTarget(target: string): void {
  if (isSafeTarget(target)) sessionStorage.setItem(REDIRECT_TARGET_KEY, target);
}

export function peekRedirectTarget(): string {
  return sessionStorage.getItem(REDIRECT_TARGET_KEY) ?? DEFAULT_TARGET;
}

/** Returns the remembered target once and forgets it. */
export function takeRedirectTarget(): string {
  const target = peekRedirectTarget();
  sessionStorage.removeItem(REDIRECT_TARGET_KEY);
  return target;
}
