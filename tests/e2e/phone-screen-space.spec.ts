import type { Locator, Page } from '@playwright/test';
import { leafPhoto } from './pages/diagnosis-steps.ts';
import { expect, test } from './support/fixtures.ts';
import { lineCount } from './support/line-count.ts';

/**
 * What a farmer meets on a 360×740 phone in Swahili (issue 33 §2): a first visit's cookie notice in two
 * short lines and its button, the "saved for offline" notice under the header rather than over it, and
 * a new answer card kept in view from its top, with nothing asked between it and its own question.
 */
test.use({ viewport: { width: 360, height: 740 } });

const transcriptShare = async (page: Page) =>
  (await page.locator('.chat__scroller').boundingBox())!.height / page.viewportSize()!.height;

/** Where the element's top sits inside the transcript's visible part, or null when it is scrolled out. */
async function topInTranscript(page: Page, element: Locator) {
  const scroller = (await page.locator('.chat__scroller').boundingBox())!;
  const box = (await element.boundingBox())!;
  return box.y >= scroller.y - 1 && box.y < scroller.y + scroller.height ? box.y - scroller.y : null;
}

test('a first visit’s notices are short and clear of the header', async ({ page, expectAccessible }) => {
  await page.goto('/auth?lang=sw');
  const notice = page.getByTestId('cookie-consent');
  await expect(notice).toBeVisible();
  await expect(page.getByText(/^Habari! Mimi ni Mimea\./)).toBeVisible();
  // Two short lines beside its button, not 40 % of the screen as before.
  expect((await notice.boundingBox())!.height).toBeLessThanOrEqual(0.15 * 740);
  const share = await transcriptShare(page);
  console.log(`first visit: transcript share ${share.toFixed(3)}`);
  // Its text beside its button, in one row: the transcript keeps three quarters of the screen.
  expect(share).toBeGreaterThanOrEqual(0.75);
  await expectAccessible();

  // "Mimea is saved on this phone" arrives on a first visit: under the header, never over its buttons.
  const toast = page.locator('.update-prompt__box--toast');
  await expect(toast).toBeVisible({ timeout: 20_000 });
  const header = (await page.locator('.site-header').boundingBox())!;
  const toastBox = (await toast.boundingBox())!;
  expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  // One row beside its button, as the cookie notice: it can arrive with an answer, and hides little of it.
  expect(toastBox.height).toBeLessThanOrEqual(64);
});

test('a new answer card stays in view from its top; the place is asked only once the farmer acts', async ({
  page,
}) => {
  await page.goto('/auth?lang=sw');
  await page.getByTestId('cookie-consent').getByRole('button').first().click();
  const first = page.getByTestId('message-assistant').first().locator('.quick-reply').first();
  const chooser = page.waitForEvent('filechooser');
  await first.click();
  await (await chooser).setFiles(leafPhoto('maize__common_rust'));
  await page.getByRole('button', { name: /^Tuma picha/ }).click();
  const card = page.getByTestId('diagnosis-card').last();
  await expect(card).toBeVisible({ timeout: 30_000 });
  // The question about the answer follows the card; the card's first line stays on screen, not "above".
  await expect(page.getByTestId('message-assistant').last().getByTestId('diagnosis-card')).toHaveCount(0);
  await expect.poll(() => topInTranscript(page, card)).not.toBeNull();
  await expect(page.getByText(/Naweza kutumia mahali ulipo/)).toHaveCount(0);
  // The farmer acts on the answer (its first reply); then one short question, in two lines at most.
  await page.getByTestId('message-assistant').last().locator('.quick-reply').first().click();
  const place = page.getByTestId('message-assistant').last();
  await expect(place).toContainText('Naweza kutumia mahali ulipo?');
  expect(await lineCount(place.locator('p').first())).toBeLessThanOrEqual(2);
  await place.getByRole('button', { name: /Ruka$/ }).click();
  await expect(page.getByText(/Unatumia mtandao gani/)).toHaveCount(0);
});
