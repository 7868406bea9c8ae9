import { expect, test } from './support/fixtures.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('the terms cover Community posts and disputes, and the notice the Community and social sign-in data', async ({
  page,
  expectAccessible,
}) => {
  await page.addInitScript(() => {
    document.cookie = 'mimea_consent=necessary; Path=/';
  });
  await page.goto('/privacy-policy?lang=sw');
  const terms = page.locator('#terms');
  await expect(terms.getByRole('heading', { name: 'Mizozo kati ya watumiaji' })).toBeVisible();
  await expect(page.locator('#terms-disputes-between-users')).toContainText(
    'Hatusuluhishi mizozo kati ya watumiaji.',
  );
  await expect(page.locator('#terms-rights-of-use')).toContainText('unatupa leseni ya bure');
  await expect(page.locator('#terms-conduct')).toContainText('Yeyote aliyeingia anaweza kuripoti ujumbe.');
  const social = page.locator('#privacy-notice-social-sign-in');
  for (const item of [
    'jina la kutumia au jina lako',
    'barua pepe yako',
    'namba yako ya simu',
    'picha yako ya mtumiaji',
  ])
    await expect(social.getByRole('listitem').filter({ hasText: item })).toHaveCount(1);
  await expect(social).toContainText('Hatuhifadhi vibali vya kuingia');
  // The licence's link leads to what the notice says about Community data.
  await page.locator('#terms-rights-of-use').getByRole('link', { name: 'ilani ya faragha' }).click();
  await expect(page).toHaveURL(/#privacy-notice-community-data$/);
  await expect(page.locator('#privacy-notice-community-data')).toBeInViewport();
  await expect(page.locator('#privacy-notice-retention')).toContainText('Jumbe za jamii');
  await expectAccessible();

  await page.goto('/privacy-policy?lang=en');
  await expect(page.locator('#terms-disputes-between-users')).toContainText(
    'We do not mediate disputes between users.',
  );
  await expect(page.locator('#privacy-notice-community-data')).toContainText(
    'the posts you reported, with the reason',
  );
  await expect(page.locator('#privacy-notice-social-sign-in')).toContainText(
    "We do not store the provider's tokens",
  );
});
