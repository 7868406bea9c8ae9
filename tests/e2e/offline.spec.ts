import { expect, test } from './support/fixtures.ts';

test('once visited, the app opens without a network', async ({ page, context, expectAccessible }) => {
  await page.goto('/auth');
  await expect(page.getByTestId('message-assistant').first()).toBeVisible();
  // The service worker has cached the shell when it is active.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await context.setOffline(true);
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/auth');
  await expect(page.getByTestId('message-assistant').first()).toBeVisible();
  await expectAccessible();
  await context.setOffline(false);
});
