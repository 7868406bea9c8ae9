import { expect, test } from './support/fixtures.ts';
import { E2E_ADMIN } from './support/staff-account.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('an admin suspends a farmer by phone number, the farmer cannot sign in, then is reinstated', async ({
  page,
  request,
  expectAccessible,
}) => {
  const phone = `+2547${String(Date.now()).slice(-8)}`;
  const password = 'shamba la mahindi 2026';
  const registered = await request.post('/api/v1/accounts/register/', {
    data: { first_name: 'Njeri', last_name: 'Wambui', phone_number: phone, password, is_adult: true },
  });
  expect(registered.ok()).toBe(true);
  const login = () => request.post('/api/v1/accounts/login/', { data: { username: phone, password } });

  await page.addInitScript(() => {
    document.cookie = 'mimea_consent=necessary; Path=/';
  });
  await page.goto('/staff?lang=en');
  await page.getByLabel('Phone number or e-mail').fill(E2E_ADMIN.phone);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.locator('form button[type="submit"]').click();
  await page.getByRole('button', { name: 'Accounts' }).click();

  await page.getByLabel('Phone number of the account').fill('+254799999999');
  await page.getByRole('button', { name: 'Find account' }).click();
  await expect(page.getByRole('alert')).toHaveText(/No account has this phone number/);

  await page.getByLabel('Phone number of the account').fill(phone);
  await page.getByRole('button', { name: 'Find account' }).click();
  await expect(page.getByRole('heading', { name: 'Njeri Wambui' })).toBeVisible();
  await expect(page.getByText('No decisions yet.')).toBeVisible();
  // The account has its own address: a reload opens it again.
  await expect(page).toHaveURL(/\/staff\/accounts\/[0-9a-f-]{36}(\?|$)/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Njeri Wambui' })).toBeVisible();
  // Back returns to the accounts tab, and Forward to the account.
  await page.goBack();
  await expect(page).toHaveURL(/\/staff\/accounts(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Njeri Wambui' })).toHaveCount(0);
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Njeri Wambui' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible();

  // A decision without a reason is refused before it reaches the server, and the reason box takes the focus.
  await page.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Write a reason/);
  await expect(page.getByLabel('Reason for the decision')).toBeFocused();

  await page.getByLabel('Reason for the decision').fill('Repeated abusive messages to the agronomists.');
  await page.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Njeri Wambui is suspended' })).toBeVisible();
  await expect(page.locator('.staff-facts')).toContainText('Suspended');
  await expect(page.getByText(/Suspended by Baraka Kiprono, .*: Repeated abusive messages/)).toBeVisible();
  await expectAccessible();

  const refused = await login();
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('account_suspended');

  // Terminating asks first, saying the account goes for good; cancelling keeps it.
  await page.getByLabel('Reason for the decision').fill('Asked to leave.');
  await page.getByRole('button', { name: 'Terminate' }).click();
  const warning = page.locator('.staff-confirm p');
  await expect(warning).toBeFocused();
  await expect(warning).toHaveText(/deletes the account of Njeri Wambui and its data for good/);
  await expectAccessible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Yes, delete the account for good' })).toHaveCount(0);

  await page.getByLabel('Reason for the decision').fill('The messages were from a borrowed phone.');
  await page.getByRole('button', { name: 'Reinstate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Njeri Wambui is reinstated' })).toBeVisible();
  await expect(page.locator('.staff-facts')).toContainText('Active');
  expect((await login()).ok()).toBe(true);
});
