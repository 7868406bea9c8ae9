import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Waits until the access token the page holds now has run out, so that its next call must refresh.
 * A fixed sleep would guess at the token's lifetime; this waits for the state the test needs.
 */
export async function waitForAccessTokenExpiry(page: Page): Promise<void> {
  const expiresAt = await page.evaluate(() => Date.parse(localStorage.getItem('expiry_time') ?? ''));
  expect(expiresAt, 'a stored access-token expiry').not.toBeNaN();
  // The server reads the expiry in whole seconds.
  const expired = expiresAt + 1_000;
  await expect.poll(() => Date.now() > expired, { timeout: 30_000, intervals: [250] }).toBe(true);
}
