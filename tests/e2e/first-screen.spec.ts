import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/**
 * /auth and /privacy-policy are drawn at build time (scripts/first-screens): a phone on a slow network
 * paints them from the HTML alone. Here the app's code is held back to see what is painted before it
 * arrives, and what happens to a tap made then.
 */
// The page's `load` waits for the held script, so each visit here waits only for the HTML.
function holdTheAppsCode(page: Page): () => void {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  void page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

test.describe('a Kiswahili phone', () => {
  test.use({ locale: 'sw-KE' });

  test('sees /auth in Kiswahili before the app arrives, and a tap made then is answered once it has', async ({
    page,
    expectAccessible,
  }) => {
    const violations = cspViolations(page);
    const release = holdTheAppsCode(page);
    await page.goto('/auth', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Ingia kwenye Mimea' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByText(/^Habari! Mimi ni Mimea\./)).toBeVisible();
    await expect(page.getByTestId('cookie-consent')).toBeVisible();
    await expect(page.locator('time.bubble__time').first()).toHaveText(/^\d\d:\d\d$/);
    await expectAccessible();

    await page.getByRole('button', { name: 'Ingia', exact: true }).click();
    await expect(page.getByText('Namba yako ya simu au barua pepe ni ipi?')).toBeHidden();
    release();
    await expect(page.getByText('Namba yako ya simu au barua pepe ni ipi?')).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test('a visitor who has read the cookie notice does not see it drawn again', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'mimea_consent', value: 'necessary', url: baseURL! }]);
  const release = holdTheAppsCode(page);
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Mimea' })).toBeVisible();
  await expect(page.getByTestId('cookie-consent')).toHaveCount(0);
  release();
  await expect(page.getByRole('textbox')).toBeEditable();
  await expect(page.getByTestId('cookie-consent')).toHaveCount(0);
});

test('nothing typed before the app arrives is lost: the field waits until it can be used', async ({
  page,
}) => {
  const release = holdTheAppsCode(page);
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  const field = page.getByRole('textbox');
  await expect(field).toBeVisible();
  await expect(field).not.toBeEditable();
  release();
  await expect(field).toBeEditable();
  await field.fill('1');
  await expect(field).toHaveValue('1');
});

test('the privacy policy is drawn before the app arrives and then works as before', async ({
  page,
  expectAccessible,
}) => {
  const violations = cspViolations(page);
  const release = holdTheAppsCode(page);
  await page.goto('/privacy-policy', { waitUntil: 'domcontentloaded' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Privacy policy and terms of use' }),
  ).toBeVisible();
  await expect(page.locator('#terms li').first()).toBeVisible();
  await expectAccessible();
  release();
  await page.getByRole('link', { name: 'Go to the privacy notice' }).click();
  await expect(page.locator('#privacy-notice')).toBeInViewport();
  expect(violations).toEqual([]);
});
