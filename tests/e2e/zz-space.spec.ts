import { test } from './support/fixtures.ts';
test.use({ viewport: { width: 360, height: 740 } });
test('space', async ({ page }) => {
  await page.goto('/auth?lang=sw');
  await page.getByText(/^Habari! Mimi ni Mimea\./).waitFor();
  for (const sel of ['.site-header', '[data-testid="cookie-consent"]', '.chat__scroller', '.composer', '.chat-page', '.site-footer', 'main'])
    console.log(sel, JSON.stringify(await page.locator(sel).first().boundingBox()));
  await page.screenshot({ path: '/tmp/first.png' });
});
