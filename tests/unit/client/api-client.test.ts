import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../src/api/api-client.ts';
import { clearSessionTokens, storeSessionTokens } from '../../../src/api/session-store.ts';
import { disableKiosk, enableKioskFromUrl } from '../../../src/app/kiosk/kiosk-mode.ts';
import { KIOSK_HEADER } from '../../../src/contract/kiosk-header.ts';

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

  it('names the device by its upload token without sign-in, so the server counts it apart from its neighbours', async () => {
    clearSessionTokens();
    const first = (await sentRequest()).headers.get('x-upload-token');
    expect(first).toMatch(/^[\w-]{40,}$/);
    expect((await sentRequest()).headers.get('x-upload-token')).toBe(first);
    storeSessionTokens({
      access: 'token-123',
      refresh: 'r',
      expiry_time: '2030-01-01T00:00:00Z',
      lifetime: 900,
    });
    expect((await sentRequest()).headers.has('x-upload-token')).toBe(false);
    clearSessionTokens();
  });
});

describe('API client on a kiosk tablet', () => {
  it('marks every request as a kiosk tablet while kiosk mode is on, so photos stay out of its cache', async () => {
    localStorage.clear();
    expect(enableKioskFromUrl('?kiosk=1')).toBe(true);
    expect((await sentRequest()).headers.get(KIOSK_HEADER)).toBe('1');
    disableKiosk();
    expect((await sentRequest()).headers.has(KIOSK_HEADER)).toBe(false);
  });

  it('keeps marking requests after a reload, when kiosk mode comes from storage rather than the URL', async () => {
    localStorage.clear();
    enableKioskFromUrl('?kiosk=1');
    expect(enableKioskFromUrl('')).toBe(true);
    expect((await sentRequest()).headers.get(KIOSK_HEADER)).toBe('1');
    disableKiosk();
  });

  it('sends no marker from a device that never was a kiosk', async () => {
    localStorage.clear();
    expect(enableKioskFromUrl('')).toBe(false);
    expect((await sentRequest()).headers.has(KIOSK_HEADER)).toBe(false);
  });
});
