import { expect, test } from './support/fixtures.ts';

test.describe('the app shell', () => {
  test('a logged-out visit to / lands on /auth and remembers / as the target', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('mimea.redirect_target'))).toBe('/');
    await expectAccessible();
  });

  test('a logged-out visit keeps the #fragment of the target for after sign-in', async ({ page }) => {
    await page.goto('/?tab=history#latest');
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => sessionStorage.getItem('mimea.redirect_target'))).toBe(
      '/?tab=history#latest',
    );
  });

  test('the loader overlay shows during a slow navigation and hides after', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/privacy-policy-page-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // On a phone the footer's links are in the header's menu.
    await page.getByRole('button', { name: /^Menu:/ }).click();
    await page.getByRole('link', { name: 'Privacy and terms' }).click();
    const loader = page.getByTestId('route-loader');
    await expect(loader).toBeVisible();
    await expect(loader).toHaveCSS('z-index', '2500');
    release();
    await expect(page.getByRole('heading', { level: 1, name: /privacy/i })).toBeVisible();
    await expect(loader).toBeHidden();
  });

  test.describe('in Swahili on a small phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, locale: 'sw-KE' });

    test('a failed navigation keeps the screen, only hides the loader, and offers a retry', async ({
      page,
      expectAccessible,
    }) => {
      await page.goto('/auth');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText('Ingia kwenye Mimea');
      await page.route(/privacy-policy-page-.*\.js$/, (route) => route.abort('internetdisconnected'));
      // On a phone the footer's links are in the header's menu.
      await page.getByRole('button', { name: /^Menyu:/ }).click();
      await page.getByRole('link', { name: 'Faragha na masharti' }).click();
      const notice = page.getByRole('alert').filter({ hasText: 'ukurasa huo haukufunguka' });
      await expect(notice).toBeVisible();
      await expect(page.getByTestId('route-loader')).toBeHidden();
      // The screen the farmer was on stays, at its address; no error page replaces it.
      await expect(page).toHaveURL(/\/auth$/);
      await expect(heading).toHaveText('Ingia kwenye Mimea');
      await expect(page.getByText('Ukurasa huu haukufunguka')).toHaveCount(0);
      await expectAccessible();

      // "Jaribu tena" opens the page afresh once the connection is back.
      await page.unroute(/privacy-policy-page-.*\.js$/);
      await notice.getByRole('button', { name: 'Jaribu tena' }).click();
      await expect(page).toHaveURL(/\/privacy-policy$/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Ingia kwenye Mimea');
      await expect(notice).toHaveCount(0);
    });
  });

  test('/privacy-policy#privacy-notice scrolls to the notice', async ({ page, expectAccessible }) => {
    await page.goto('/privacy-policy#privacy-notice');
    const notice = page.locator('#privacy-notice');
    await expect(notice).toBeInViewport();
    await expect(page.locator('#terms')).not.toBeInViewport();
    await expectAccessible();
  });

  test('/privacy-policy shows the contact details from the server and says the defaults are examples', async ({
    page,
    expectAccessible,
  }) => {
    const contactRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/legal/contact/')) contactRequests.push(request.url());
    });
    await page.goto('/privacy-policy');
    const contact = page.locator('#contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Fetched as the section comes near the screen, not with the policy's text.
    await page.waitForLoadState('networkidle');
    expect(contactRequests).toHaveLength(0);
    await contact.scrollIntoViewIfNeeded();
    await expect(contact.getByRole('link', { name: 'privacy@mimea.example' })).toBeVisible();
    await expect(contact).toContainText('Nairobi');
    await expect(contact).toContainText('These are example details');
    await expectAccessible();
  });

  test('the cookie notice asks once, with two equal answers, and can be changed from the menu', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/auth');
    const banner = page.getByTestId('cookie-consent');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Count app use (no names) to improve Mimea?');
    const no = banner.getByRole('button', { name: 'No: necessary cookies only' });
    const yes = banner.getByRole('button', { name: 'Yes: also help improve Mimea' });
    // Equal choices: the same look and the same size, neither one pressed on the person.
    await expect(banner.getByRole('button')).toHaveCount(2);
    expect(await no.getAttribute('class')).toBe(await yes.getAttribute('class'));
    expect((await no.boundingBox())!.height).toBe((await yes.boundingBox())!.height);
    await expectAccessible();
    await no.click();
    await expect(banner).toBeHidden();
    const consent = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === 'mimea_consent')?.value;
    expect(await consent()).toBe('necessary');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
    // The choice can be changed at any time from the menu.
    await page.getByRole('button', { name: /^Menu:/ }).click();
    await page.getByRole('button', { name: 'Cookies' }).click();
    await expect(banner).toBeVisible();
    await yes.click();
    await expect(banner).toBeHidden();
    expect(await consent()).toBe('improve');
  });

  test('the language switch changes the page and survives a reload', async ({ page, expectAccessible }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Mimea' })).toBeVisible();
    await page.getByRole('button', { name: 'Kiswahili' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ingia kwenye Mimea' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Ingia kwenye Mimea' })).toBeVisible();
    await expectAccessible();
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Privacy policy/);
    await expectAccessible();
  });

  test('an unknown page says so, in a page of its own', async ({ page, expectAccessible }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectAccessible();
  });
});
