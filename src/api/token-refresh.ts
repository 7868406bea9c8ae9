import { isAxiosError, type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { sessionTokensSchema, type SessionTokens } from '../contract/session.ts';
import { rememberRedirectTarget } from './redirect-memory.ts';
import {
  clearSessionTokens,
  getRefreshToken,
  SIGNED_OUT_EVENT,
  storeSessionTokens,
} from './session-store.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Calls that must not trigger a refresh themselves (login, refresh, logout). */
    skipAuthRefresh?: boolean;
    /** Set on the one retry after a refresh, so a request is never retried twice. */
    retriedAfterRefresh?: boolean;
  }
}

let refreshing: Promise<boolean> | null = null;

// Kept here rather than in accounts.ts: this runs on every page, the accounts module (with its phone
// number rules) only where someone signs in.
async function refreshTokens(client: AxiosInstance, refresh: string): Promise<SessionTokens> {
  const { data } = await client.post('accounts/token/refresh/', { refresh }, { skipAuthRefresh: true });
  return sessionTokensSchema.parse(data);
}

/** One refresh at a time: concurrent 401s all wait for the same rotation (rotated tokens are single use). */
function refreshOnce(client: AxiosInstance): Promise<boolean> {
  refreshing ??= (async () => {
    const refresh = getRefreshToken();
    if (!refresh) return false;
    try {
      storeSessionTokens(await refreshTokens(client, refresh));
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

function endSession() {
  clearSessionTokens();
  rememberRedirectTarget(`${window.location.pathname}${window.location.search}${window.location.hash}`);
  window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
}

/**
 * On a 401 for an expired or revoked access token: refresh once, retry once. If the refresh fails the
 * user is signed out and sent to /auth, which remembers where they were.
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
    if (!(await refreshOnce(client))) {
      endSession();
      throw error;
    }
    return client.request({ ...config, retriedAfterRefresh: true });
  });
}
