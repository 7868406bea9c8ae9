import type { APIRequestContext, Page } from '@playwright/test';
import { leafPhoto } from './pages/diagnosis-steps.ts';
import { expect, test } from './support/fixtures.ts';
import { insightsThisWeek } from './support/insights-week.ts';

/**
 * The cookie notice's two answers (issue 32 §3): "Ndiyo" counts a plant check in the staff's weekly
 * figures, sent by the page itself as it closes; "Hapana" records nothing, and deletes at once what
 * waited on the phone for a connection.
 */
test.use({ viewport: { width: 360, height: 740 } });

const WAITING = 'mimea.analytics.waiting';

/** This week's checks and Kiswahili checks, as `/staff/insights` shows them. */
async function thisWeek(request: APIRequestContext) {
  const week = await insightsThisWeek(request);
  return { checks: week.checks, sw: week.languages.sw };
}

async function checkMaizeLeaf(page: Page) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('message-assistant').first().locator('.quick-reply').first().click();
  await (await chooser).setFiles(leafPhoto('maize__common_rust'));
  await page.getByRole('button', { name: /^Tuma picha/ }).click();
  await expect(page.getByTestId('diagnosis-card').last()).toBeVisible({ timeout: 30_000 });
}

test('“Ndiyo” counts a plant check in the week’s figures, sent as the page closes', async ({
  page,
  request,
  expectAccessible,
}) => {
  const before = await thisWeek(request);
  await page.goto('/auth?lang=sw');
  const notice = page.getByTestId('cookie-consent');
  await expect(notice).toContainText('Tuhesabu matumizi bila majina?');
  await expectAccessible();
  await notice.getByRole('button', { name: /^Ndiyo/ }).click();
  await checkMaizeLeaf(page);
  // Nothing leaves while the page is in use: the events wait on the phone.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), WAITING)).toContain('"verdict"');

  // Leaving the page sends them: the week's figures gain this check, in Kiswahili.
  await page.goto('about:blank');
  await expect
    .poll(() => thisWeek(request), { timeout: 15_000 })
    .toEqual({ checks: before.checks + 1, sw: before.sw + 1 });
});

test('“Hapana” records nothing, and deletes at once what waited offline', async ({
  page,
  context,
  request,
}) => {
  const before = await thisWeek(request);
  await page.goto('/auth?lang=sw');
  const notice = page.getByTestId('cookie-consent');
  await notice.getByRole('button', { name: /^Ndiyo/ }).click();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), WAITING)).toContain('"landing"');
  // Offline, the visit's events stay on the phone; the choice is changed from the menu all the same.
  await context.setOffline(true);
  await page.getByRole('button', { name: /^Menyu/ }).click();
  await page.getByRole('button', { name: 'Vidakuzi' }).click();
  await notice.getByRole('button', { name: /^Hapana/ }).click();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), WAITING)).toBeNull();

  await context.setOffline(false);
  await checkMaizeLeaf(page);
  expect(await page.evaluate((key) => localStorage.getItem(key), WAITING)).toBeNull();
  await page.goto('about:blank');
  // A check that someone who said yes sends after this page closed: the figures gain it, and only it.
  const sent = await request.post('/api/v1/analytics/events/', {
    headers: { cookie: 'mimea_consent=improve' },
    data: {
      session: null,
      kiosk: true,
      language: 'en',
      events: [{ at: new Date().toISOString(), name: 'verdict', verdict: 'confident' }],
    },
  });
  expect(sent.status()).toBe(204);
  await expect.poll(() => thisWeek(request)).toEqual({ checks: before.checks + 1, sw: before.sw });
  await page.goto('/auth?lang=sw');
  await expect(page.getByTestId('message-assistant').first()).toBeVisible();
  expect(await thisWeek(request)).toEqual({ checks: before.checks + 1, sw: before.sw });
});
