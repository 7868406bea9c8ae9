import type { APIRequestContext, Page } from '@playwright/test';
import { ChatPage } from './pages/chat-page.ts';
import { expect, expectAccessible as expectPageAccessible, test } from './support/fixtures.ts';
import { signInNewUser } from './support/sign-in.ts';
import { storedText } from './support/stored-text.ts';

test('opening kiosk mode on a tablet where someone is signed in forgets them entirely', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { phone } = await signInNewUser(page, request, 'Nyokabi');
  const chat = new ChatPage(page);
  await page.goto('/');
  await chat.expectAssistantSays('Hello Nyokabi');
  await chat.chooseFromMore(/What can you do/);
  await expect(chat.userMessages().last()).toBeVisible();

  await page.goto('/?kiosk=1');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'New customer' })).toBeVisible();
  await expect(chat.lastAssistant()).toBeVisible();
  await expectAccessible();

  const local = phone.slice(4);
  const spellings = ['Nyokabi', phone, `0${local}`, `254${local}`, `${local.slice(0, 3)} ${local.slice(3)}`];
  const page_ = await page.content();
  const stored = await storedText(page);
  for (const personal of spellings) {
    expect(page_, `page shows ${personal}`).not.toContain(personal);
    expect(stored, `device keeps ${personal}`).not.toContain(personal);
  }
  await expect(page.getByRole('button', { name: /My plant checks/ })).toHaveCount(0);
});

test.describe('a shop tablet in Swahili at 360×740', () => {
  test.use({ viewport: { width: 360, height: 740 }, locale: 'sw-KE' });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      document.cookie = 'mimea_consent=necessary; Path=/';
    });
  });

  /** A customer who signs in through the tablet's conversation; answers the refresh token it got. */
  async function signInAtTheTablet(page: Page, request: APIRequestContext) {
    const phone = `07${String(Date.now()).slice(-8)}`;
    const password = 'shamba la mahindi 2026';
    const registered = await request.post('/api/v1/accounts/register/', {
      data: { first_name: 'Wambui', last_name: 'Kariuki', phone_number: phone, password, is_adult: true },
    });
    expect(registered.ok()).toBe(true);
    const chat = new ChatPage(page);
    await chat.choose('Ingia');
    await chat.answer(phone);
    // Typed once the password is asked for, as a person does: the box turns into a masked one then.
    await expect(page.locator('.composer__input')).toHaveAttribute('type', 'password');
    await chat.answer(password);
    await expect(page).toHaveURL(/\/$/);
    await chat.expectAssistantSays('Wambui');
    // A plant check on this tablet remembered where the customer farms and their network.
    await page.evaluate(() =>
      localStorage.setItem(
        'mimea.check-answers',
        JSON.stringify({ place: { name: 'Kathiani, Machakos' }, provider: 'airtel' }),
      ),
    );
    return page.evaluate(() => localStorage.getItem('refresh_token'));
  }

  async function expectCustomerForgotten(page: Page, request: APIRequestContext, refresh: string | null) {
    await expect(page).toHaveURL(/\/auth$/, { timeout: 15_000 });
    expect(refresh).toBeTruthy();
    // Ended on the server: the token copied from the tablet opens nothing.
    const reused = await request.post('/api/v1/accounts/token/refresh/', { data: { refresh } });
    expect(reused.status()).toBe(401);
    expect(await page.evaluate(() => localStorage.getItem('mimea.check-answers'))).toBeNull();
    expect(await storedText(page)).not.toContain('Kathiani');

    await page.getByRole('button', { name: /^Menyu:/ }).click();
    await expect(page.getByText('Mahali: bado hujaulizwa')).toBeVisible();
    await expect(page.getByLabel('Mtandao wa simu')).toHaveValue('');
    await expect(page.getByText('Kathiani')).toHaveCount(0);
    // The 18 MB download is for a farmer's own phone, not a shop's tablet.
    await expect(page.getByTestId('offline-check')).toHaveCount(0);
    await expectPageAccessible(page);
  }

  test('"Mteja mpya" signs the customer out on the server and forgets their place and network', async ({
    page,
    request,
  }) => {
    await page.goto('/auth?kiosk=1');
    const refresh = await signInAtTheTablet(page, request);
    await page.getByRole('button', { name: 'Mteja mpya' }).click();
    await expectCustomerForgotten(page, request, refresh);
  });

  test('the idle reset does the same', async ({ page, request }) => {
    await page.goto('/auth?kiosk=1&kiosk_warn_ms=10000&kiosk_reset_ms=14000');
    const refresh = await signInAtTheTablet(page, request);
    await expect(page.getByRole('alertdialog')).toContainText('Bado upo?', { timeout: 15_000 });
    await expectCustomerForgotten(page, request, refresh);
  });

  test('a wrong staff PIN, of any shape, is called wrong, not explained', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/auth?kiosk=1');
    await page.getByRole('button', { name: 'Toka kwenye hali ya kioski' }).click();
    const pin = page.getByLabel('PIN ya mhudumu');
    for (const wrong of ['12', '13579']) {
      await pin.fill(wrong);
      await pin.press('Enter');
      await expect(page.getByRole('alert')).toContainText('PIN hiyo');
      await expect(page.getByRole('alert')).toContainText('si sahihi');
      await expect(page.getByRole('alert')).not.toContainText('tarakimu');
    }
    await expectAccessible();
    await expect(page.getByRole('button', { name: 'Mteja mpya' })).toBeVisible();
  });
});
