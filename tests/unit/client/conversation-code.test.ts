import { afterEach, describe, expect, it, vi } from 'vitest';
import { importWhenReachable } from '../../../src/app/routes/conversation-code.ts';

afterEach(() => vi.restoreAllMocks());

describe('the conversation’s code', () => {
  it('is fetched again once the network is back when the phone was offline', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('conversation');
    const loading = importWhenReachable(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toBe('conversation');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails as it came when the network was there: that is a real fault', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const fault = new Error('broken chunk');
    await expect(importWhenReachable(() => Promise.reject(fault))).rejects.toBe(fault);
  });
});
