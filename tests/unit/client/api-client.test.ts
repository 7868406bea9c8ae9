import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../src/api/api-client.ts';
import { clearSessionTokens, storeSessionTokens } from '../../../src/api/session-store.ts';

/** Records what would go on the wire; the network itself is not our code. */
async function sentRequest(): Promise<InternalAxiosRequestConfig> {
  let seen: InternalAxiosRequestConfig | undefined;
  const adapter: AxiosAdapter = async (config) => {
    seen = config;
    return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
  };
  await apiClient.get('health/', { adapter });
  return seen!;
}

describe('API client', () => {
  it('talks to /api/v1/ on the same origin by default', async () => {
    const request = await sentRequest();
    expect(request.baseURL).toBe('/api/v1/');
  });

  it('adds the bearer header when a token is stored', async () => {
    storeSessionTokens({
      access: 'token-123',
      refresh: 'r',
      expiry_time: '2030-01-01T00:00:00Z',
      lifetime: 900,
    });
    const request = await sentRequest();
    expect(request.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('sends no Authorization header without a stored token', async () => {
    storeSessionTokens({ access: 'old', refresh: 'r', expiry_time: '2030-01-01T00:00:00Z', lifetime: 900 });
    clearSessionTokens();
    const request = await sentRequest();
    expect(request.headers.has('Authorization')).toBe(false);
  });
});
