import { isAxiosError, type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { sessionTokensSchema, type SessionTokens } from '../contract/session.ts';
import { rememberRedirectTarget } from './redirect-memory.ts';
import {
  clearSessionTokens,
  getAccessToken,
  getRefreshToken,
  SIGNED_OUT_EVENT,
  storeSessionTokens,
} from './session-store.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Calls that must not trigger a refresh themselves (login, refresh, logout). */
    skipAuthRefresh?: boolean;
    /** Calls whose credentials travel in the body: the (possibly expired) access token is not sent. */
    withoutBearer?: boolean;
    /** Set on the one retry after a refresh, so a request is never retried twice. */
    retriedAfterRefresh?: boolean;
  }
}

/** How a refresh ended: only `rejected` (the server refused the refresh token) ends the login. */
type RefreshOutcome = 'refreshed' | 'rejected' | 'unreachable';

/** Waits before the 2nd and 3rd try when the network drops mid-refresh (a phone between cells). */
export const REFRESH_RETRY_DELAYS_MS = [500, 2000];

let refreshing: Promise<RefreshOutcome> | null = null;
let lastNetworkError: unknown = null;

// Kept here rather than in accounts.ts: this runs on every page, the accounts module (with its phone
// number rules) only where someone signs in.
async function refreshTokens(client: AxiosInstance, refresh: string): Promise<SessionTokens> {
  const { data } = await client.post(
    'accounts/token/refresh/',
    { refresh },
    { skipAuthRefresh: true, withoutBearer: true },
  );
  return sessionTokensSchema.parse(data);
}

/** No answer, a server fault or a rate limit say nothing about the refresh token: try again later. */
function isTransient(error: unknown): boolean {
  if (!isAxiosError(error)) return false;
  const status = error.response?.status;
  return status === undefined || status === 429 || status >= 500;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function renew(client: AxiosInstance, staleAccess: string | null): Promise<RefreshOutcome> {
  for (let attempt = 0; ; attempt += 1) {
    // Another tab (or an earlier refresh in this one) may already have rotated the tokens.
    const current = getAccessToken();
    if (current && current !== staleAccess) return 'refreshed';
    const refresh = getRefreshToken();
    if (!refresh) return 'rejected';
    try {
      storeSessionTokens(await refreshTokens(client, refresh));
      return 'refreshed';
    } catch (error) {
      if (!isTransient(error)) return 'rejected';
      lastNetworkError = error;
      const delay = REFRESH_RETRY_DELAYS_MS[attempt];
      if (delay === undefined) return 'unreachable';
      await pause(delay);
    }
  }
}

/**
 * Refresh tokens are single use, so two tabs refreshing with the same one would look like a replay and
 * end the login. The Web Locks API makes the refresh one at a time across tabs; where it is missing
 * (old browsers, tests) the in-tab single flight still holds.
 */
function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('mimea-token-refresh', task) : task();
}

/** One refresh at a time: concurrent 401s all wait for the same rotation. */
function refreshOnce(client: AxiosInstance, staleAccess: string | null): Promise<RefreshOutcome> {
  refreshing ??= acrossTabs(() => renew(client, staleAccess)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function endSession() {
  clearSessionTokens();
  rememberRedirectTarget(`${window.location.pathname}${window.location.search}${window.location.hash}`);
  window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
}

function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' ? header.replace(/^Bearer /, '') : null;
}

/**
 * On a 401 for an expired or revoked access token: refresh once, retry once. Only a refused refresh
 * token signs the user out (to /auth, which remembers where they were); a refresh that cannot reach
 * the server keeps the session and fails this request as a network error, so the next one tries again.
 */
export function installTokenRefresh(client: AxiosInstance): void {
  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as InternalAxiosRequestConfig | undefined;
    const rejected = isAxiosError(error) && error.response?.status === 401;
    // Only a request that carried a token can have an expired one; anonymous 401s are the caller's to handle.
    const sentToken = Boolean(config?.headers?.has('Authorization'));
    if (!rejected || !config || !sentToken || config.skipAuthRefresh || config.retriedAfterRefresh) {
      throw error;
    }
    const outcome = await refreshOnce(client, bearerOf(config));
    if (outcome === 'unreachable') throw lastNetworkError;
    if (outcome === 'rejected') {
      endSession();
      throw error;
    }
    return client.request({ ...config, retriedAfterRefresh: true });
  });
}
