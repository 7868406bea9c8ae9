import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { DiagnosisSteps } from '../pages/diagnosis-steps.ts';

/** The farmer's saved plant checks, read through the API as the app would. */
export async function savedChecks(request: APIRequestContext, phone: string, password: string) {
  const login = await request.post('/api/v1/accounts/login/', { data: { username: phone, password } });
  const { access } = await login.json();
  const cases = await request.get('/api/v1/diagnosis/', { headers: { Authorization: `Bearer ${access}` } });
  expect(cases.ok()).toBe(true);
  return (await cases.json()).count as number;
}

/** Waits for the service worker, which answers this page's requests from the next load on. */
export async function untilServiceWorkerReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

/**
 * "Download for offline use" in the header's menu: the size the button states is the size the result
 * states once the files are on the phone. Returns that size, as written (e.g. "18.6").
 */
export async function downloadForOffline(page: Page): Promise<string> {
  const menu = page.getByRole('button', { name: 'Menu: settings, account and links' });
  await menu.click();
  const download = page.getByRole('button', { name: /^Download for offline use \(\d+(\.\d)? MB\)$/ });
  await expect(download).toBeVisible();
  const size = /\((\d+(?:\.\d)?) MB\)/.exec((await download.textContent()) ?? '')![1]!;
  await download.click();
  await expect(page.getByTestId('offline-check')).toContainText(`Ready on this phone (${size} MB)`, {
    timeout: 60_000,
  });
  await menu.click();
  return size;
}

/**
 * Back online, the photos kept on the phone are sent, the server's answer comes, and the
 * farmer's confirmation keeps exactly one plant check on the server.
 */
export async function sentAndKeptOnce(
  chat: DiagnosisSteps,
  request: APIRequestContext,
  farmer: { phone: string; password: string },
) {
  await chat.page.context().setOffline(false);
  await expect(chat.page.getByText('the photos kept on this phone have been sent')).toBeVisible({
    timeout: 30_000,
  });
  await expect(chat.page.getByTestId('queued-checks')).toHaveCount(0);
  await chat.expectResult();
  await chat.choose(/^(Yes, mine looks like this|It looks like: )/);
  await chat.skipPlace();
  await expect(chat.page.getByText('Saved to My plant checks.')).toBeVisible();
  expect(await savedChecks(request, farmer.phone, farmer.password)).toBe(1);
}
