import type { Page } from '@playwright/test';
import { ChatPage } from './pages/chat-page.ts';
import { expect, test } from './support/fixtures.ts';

test.use({ viewport: { width: 360, height: 740 } });

/** A login at the fake provider nobody else in the run uses: provider accounts are the Community's people. */
const fresh = (name: string) => `${name}${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;

// The cookie notice is answered already: these tests are about signing in.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.cookie = 'mimea_consent=necessary; Path=/';
  });
});

const openCommunity = (page: Page) => page.goto('/community?lang=sw');

/** At the provider's own page (English, as a third party's would be): the login, then Allow or Deny. */
async function atProvider(page: Page, login: string, decision: 'Allow' | 'Deny') {
  await expect(page.getByRole('heading', { name: /Fake provider/ })).toBeVisible();
  await page.getByLabel('Login').fill(login);
  await page.getByRole('button', { name: decision }).click();
}

test('a first social sign-in asks consent, makes a Community account, and the next one goes straight in', async ({
  page,
  expectAccessible,
}) => {
  const login = fresh('Zawadi');
  await openCommunity(page);
  await page.getByRole('link', { name: 'Endelea na Fake ID' }).click();
  await atProvider(page, login, 'Allow');

  await expect(page.getByRole('heading', { name: 'Jiunge na jamii kwa Fake ID' })).toBeVisible();
  await expect(page.getByText('tunachukua jina la kutumia na picha tu')).toBeVisible();
  await expect(page.getByLabel('Jina la jamii ambalo wengine wataona')).toHaveValue(login);
  // The ticket never stays in the address bar.
  expect(new URL(page.url()).hash).toBe('');
  await expectAccessible();

  await page.getByLabel('Nina miaka 18 au zaidi').check();
  await page.getByLabel('Ninakubali masharti ya matumizi na sera ya faragha').check();
  await page.getByRole('button', { name: 'Jiunge na jamii' }).click();
  // Signed in: the Community offers its question form.
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.getByRole('heading', { name: 'Uliza jamii' })).toBeVisible();
  const profile = await page.evaluate(() => JSON.parse(localStorage.getItem('user_profile') ?? 'null'));
  expect(profile).toMatchObject({ first_name: login, phone_number: null });

  // Signed out and back: the provider account is known, so no consent screen this time.
  await page.evaluate(() => localStorage.clear());
  await openCommunity(page);
  await page.getByRole('link', { name: 'Endelea na Fake ID' }).click();
  // The provider remembers them too, so it sends them straight back.
  await expect(page.getByRole('heading', { name: 'Uliza jamii' })).toBeVisible();
  const again = await page.evaluate(() => JSON.parse(localStorage.getItem('user_profile') ?? 'null'));
  expect(again.id).toBe(profile.id);
});

/** A first sign-in with the fake provider, through the consent screen: a Community-only account. */
async function joinWithProvider(page: Page, login: string) {
  await openCommunity(page);
  await page.getByRole('link', { name: 'Endelea na Fake ID' }).click();
  await atProvider(page, login, 'Allow');
  await page.getByLabel('Nina miaka 18 au zaidi').check();
  await page.getByLabel('Ninakubali masharti ya matumizi na sera ya faragha').check();
  await page.getByRole('button', { name: 'Jiunge na jamii' }).click();
  await expect(page.getByRole('heading', { name: 'Uliza jamii' })).toBeVisible();
}

test('a Community-only account is completed in the chat, keeping the answers past a number already taken', async ({
  page,
  request,
  expectAccessible,
}) => {
  const password = 'shamba la mahindi 2026';
  // Numbers of their own in this run: one another account holds, and the person's own.
  const digits = String(Date.now()).slice(-7);
  const taken = `+25471${digits}`;
  const own = `+25472${digits}`;
  const holder = await request.post('/api/v1/accounts/register/', {
    data: { first_name: 'Juma', last_name: 'Ali', phone_number: taken, password, is_adult: true },
  });
  expect(holder.status()).toBe(201);

  await joinWithProvider(page, fresh('Imani'));
  const chat = new ChatPage(page);
  await page.goto('/?lang=sw');
  // Farms need a phone number: the refusal says so and offers to complete the account.
  await chat.answer('mashamba yangu');
  await chat.expectAssistantSays('akaunti yako ya jamii bado haina namba ya simu');
  await expectAccessible();
  await chat.choose('Kamilisha akaunti yako');
  await chat.expectAssistantSays('Jina lako la kwanza ni nani?');
  await chat.answer('Imani');
  await chat.expectAssistantSays('Na jina lako la mwisho?');
  await chat.answer('Chebet');
  await chat.expectAssistantSays('Namba yako ya simu ni ipi?');
  await expect(page.getByLabel('Namba ya simu')).toBeVisible();
  await chat.answer(`0${taken.slice(4)}`);
  await chat.expectAssistantSays('Chagua nenosiri');
  await expect(page.locator('.composer__input')).toHaveAttribute('type', 'password');
  await chat.answer(password);
  // Refused with registration's words; only the number is asked again.
  await expect(
    chat.assistantMessages().filter({ hasText: 'Namba hii ya simu tayari ina akaunti' }),
  ).toHaveCount(1);
  await chat.expectAssistantSays('Namba yako ya simu ni ipi?');
  await expectAccessible();
  await chat.answer(`0${own.slice(4)}`);
  await expect(chat.assistantMessages().filter({ hasText: 'akaunti yako imekamilika' })).toHaveCount(1);
  const profile = await page.evaluate(() => JSON.parse(localStorage.getItem('user_profile') ?? 'null'));
  expect(profile).toMatchObject({ first_name: 'Imani', last_name: 'Chebet', phone_number: own });

  // A full account now: farms answer, and the number and password sign in.
  await chat.answer('mashamba yangu');
  await chat.expectAssistantSays('Bado hujahifadhi shamba lolote');
  const login = await request.post('/api/v1/accounts/login/', { data: { username: own, password } });
  expect(login.status()).toBe(200);
  expect((await login.json()).user.id).toBe(profile.id);
});

test('refusing at the provider, a forged state and a provider that is down each say so, and make nothing', async ({
  page,
  expectAccessible,
}) => {
  await openCommunity(page);
  await page.getByRole('link', { name: 'Endelea na Fake ID' }).click();
  await atProvider(page, fresh('Neema'), 'Deny');
  await expect(page.getByRole('alert')).toHaveText(
    'Hukukubali kwenye ukurasa wa huduma hiyo, kwa hiyo hakuna kilichoshirikiwa wala kuhifadhiwa.',
  );
  await expectAccessible();

  // A callback with a state we never sent (a forged or replayed link).
  await page.goto('/api/v1/accounts/social/callback/?state=not-ours&code=anything');
  await expect(page.getByRole('alert')).toContainText('hatukuweza kuthibitisha kuingia huku');

  await openCommunity(page);
  await page.getByRole('link', { name: 'Endelea na Down ID' }).click();
  await expect(page.getByRole('alert')).toContainText('huduma ya kuingia haipatikani sasa hivi');
  await expectAccessible();
  await expect(page.getByRole('link', { name: 'Rudi kwenye jamii' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('a verified e-mail that an account holds joins it only with that account’s password', async ({
  page,
  request,
  expectAccessible,
}) => {
  const email = `${fresh('wanjiku')}@example.org`;
  const password = 'shamba la mahindi 2026';
  const phone = `+2547${String(Date.now()).slice(-8)}`;
  const registered = await request.post('/api/v1/accounts/register/', {
    data: { first_name: 'Wanjiku', last_name: 'Kamau', phone_number: phone, email, password, is_adult: true },
  });
  expect(registered.status()).toBe(201);
  const owner = (await registered.json()).id as string;

  await openCommunity(page);
  await page.getByRole('link', { name: 'Endelea na Fake ID' }).click();
  await atProvider(page, email, 'Allow');
  await expect(page.getByRole('heading', { name: 'Tayari una akaunti ya Mimea' })).toBeVisible();
  await expectAccessible();
  await page.getByLabel('Nenosiri').fill('si nenosiri lake');
  await page.getByRole('button', { name: 'Unganisha na uingie' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  await page.getByLabel('Nenosiri').fill(password);
  await page.getByRole('button', { name: 'Unganisha na uingie' }).click();
  await expect(page.getByRole('heading', { name: 'Uliza jamii' })).toBeVisible();
  const profile = await page.evaluate(() => JSON.parse(localStorage.getItem('user_profile') ?? 'null'));
  expect(profile).toMatchObject({ id: owner, phone_number: phone });
});
