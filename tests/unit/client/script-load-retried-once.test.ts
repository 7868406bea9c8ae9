import { beforeEach, describe, expect, it } from 'vitest';
import { isScriptLoadFailure, shouldRetryScriptLoad } from '../../../src/app/shell/script-retry.ts';

const chromium = new TypeError('Failed to fetch dynamically imported module: /assets/auth-page-x1.js');
const safari = new TypeError('Importing a module script failed.');

/** Issue 34 §3: a screen whose code did not arrive is tried once more before the farmer reads anything. */
describe('a failed script load', () => {
  beforeEach(() => sessionStorage.clear());

  it('is recognised in Chromium, Safari and Vite’s preload, and nothing else is', () => {
    expect(
      [chromium, safari, new Error('Unable to preload CSS for /assets/x.css')].map(isScriptLoadFailure),
    ).toEqual([true, true, true]);
    expect(isScriptLoadFailure(new Error('Request failed with status code 500'))).toBe(false);
    expect(isScriptLoadFailure('offline')).toBe(false);
  });

  it('is retried once, then its message is shown; a minute later it is retried again', () => {
    const now = Date.parse('2026-11-28T08:00:00Z');
    expect(shouldRetryScriptLoad(chromium, now)).toBe(true);
    expect(shouldRetryScriptLoad(chromium, now + 5_000)).toBe(false);
    expect(shouldRetryScriptLoad(safari, now + 61_000)).toBe(true);
  });

  it('is not retried for an error that is not a script load', () => {
    expect(shouldRetryScriptLoad(new Error('boom'))).toBe(false);
  });
});
