import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../src/api/api-client.ts';
import { peekRedirectTarget } from '../../../src/api/redirect-memory.ts';
import {
  getSessionTokens,
  isLoggedIn,
  SIGNED_OUT_EVENT,
  storeSessionTokens,
} from '../../../src/api/session-store.ts';

const signedOut = vi.fn();
beforeAll(() => window.addEventListener(SIGNED_OUT_EVENT, signedOut));
afterEach(() => {
  apiClient.defaults.adapter = undefined;
  signedOut.mockReset();
});

const session = (access: string, refresh: string) => ({
  access,
  refresh,
  expiry_time: '2030-01-01T00:00:00.000Z',
  lifetime: 900,
});

function reply(config: InternalAxiosRequestConfig, status: number, data: object) {
  const response = { data, status, statusText: String(status), headers: {}, config };
  if (status < 400) return Promise.resolve(response);
  return Promise.reject(Object.assign(new Error(`HTTP ${status}`), { isAxiosError: true, config, response }));
}

function networkError(config: InternalAxiosRequestConfig) {
  return Promise.reject(Object.assign(new Error('Network Error'), { isAxiosError: true, config }));
}

type RefreshAnswer = object | null | 'offline';

/** A tiny API double behind axios's adapter seam: only `token/refresh/` knows how to mint a new token. */
function serverAccepting(validAccess: string, onRefresh: () => Promise<RefreshAnswer>) {
  const refreshCalls: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    if (config.url === 'accounts/token/refresh/') {
      refreshCalls.push(JSON.parse(String(config.data)).refresh);
      // The server refuses any refresh that carries the expired access token along (the old bug).
      if (config.headers.has('Authorization')) return reply(config, 401, { code: 'token_not_valid' });
      const tokens = await onRefresh();
      if (tokens === 'offline') return networkError(config);
      return tokens
        ? reply(config, 200, tokens)
        : reply(config, 401, { detail: 'x', code: 'token_not_valid' });
    }
    const ok = config.headers.get('Authorization') === `Bearer ${validAccess}`;
    return ok
      ? reply(config, 200, { url: config.url })
      : reply(config, 401, { detail: 'x', code: 'token_not_valid' });
  };
  apiClient.defaults.adapter = adapter;
  return refreshCalls;
}

describe('refresh and retry on 401', () => {
  it('refreshes once for concurrent requests and retries each with the new token', async () => {
    storeSessionTokens(session('expired', 'refresh-1'));
    const refreshCalls = serverAccepting('fresh', async () => session('fresh', 'refresh-2'));
    const results = await Promise.all([
      apiClient.get('farm/'),
      apiClient.get('crop/'),
      apiClient.get('county/'),
    ]);
    expect(results.map((result) => result.data.url)).toEqual(['farm/', 'crop/', 'county/']);
    expect(refreshCalls).toEqual(['refresh-1']);
    expect(getSessionTokens()?.refresh).toBe('refresh-2');
  });

  it('signs out and remembers the page when the refresh itself fails', async () => {
    window.history.pushState({}, '', '/?tab=plants');
    storeSessionTokens(session('expired', 'revoked'));
    serverAccepting('fresh', async () => null);
    await expect(apiClient.get('farm/')).rejects.toThrow('HTTP 401');
    expect(isLoggedIn()).toBe(false);
    expect(signedOut).toHaveBeenCalledOnce();
    expect(peekRedirectTarget()).toBe('/?tab=plants');
  });

  it('never retries a request twice', async () => {
    storeSessionTokens(session('expired', 'refresh-1'));
    const refreshCalls = serverAccepting('never-valid', async () => session('still-wrong', 'refresh-2'));
    await expect(apiClient.get('farm/')).rejects.toThrow('HTTP 401');
    expect(refreshCalls).toHaveLength(1);
  });

  it('keeps the session when the refresh cannot reach the server, and fails the request as offline', async () => {
    vi.useFakeTimers();
    try {
      storeSessionTokens(session('expired', 'refresh-1'));
      const refreshCalls = serverAccepting('fresh', async () => 'offline');
      const request = apiClient.get('farm/');
      const outcome = expect(request).rejects.toThrow('Network Error');
      await vi.runAllTimersAsync();
      await outcome;
      expect(refreshCalls).toHaveLength(3);
      expect(isLoggedIn()).toBe(true);
      expect(getSessionTokens()?.refresh).toBe('refresh-1');
      expect(signedOut).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries the refresh again when the network comes back within a few seconds', async () => {
    vi.useFakeTimers();
    try {
      storeSessionTokens(session('expired', 'refresh-1'));
      const answers: RefreshAnswer[] = ['offline', session('fresh', 'refresh-2')];
      serverAccepting('fresh', async () => answers.shift() ?? null);
      const request = apiClient.get('farm/');
      await vi.runAllTimersAsync();
      expect((await request).data.url).toBe('farm/');
      expect(getSessionTokens()?.refresh).toBe('refresh-2');
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries without refreshing again when the tokens were rotated while the request was out', async () => {
    storeSessionTokens(session('expired', 'refresh-1'));
    const refreshCalls = serverAccepting('fresh', async () => session('fresh', 'refresh-2'));
    const slow: AxiosAdapter = apiClient.defaults.adapter as AxiosAdapter;
    apiClient.defaults.adapter = async (config) => {
      // Another tab rotates the tokens while this request is on the way.
      if (config.url === 'crop/' && !config.retriedAfterRefresh)
        storeSessionTokens(session('fresh', 'refresh-2'));
      return slow(config);
    };
    expect((await apiClient.get('crop/')).data.url).toBe('crop/');
    expect(refreshCalls).toEqual([]);
  });
});
