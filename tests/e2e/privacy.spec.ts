import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { ChatPage } from './pages/chat-page.ts';
import { expect, test } from './support/fixtures.ts';
import { signInNewUser } from './support/sign-in.ts';
import { E2E_STAFF } from './support/staff-account.ts';
import { queuedBooking } from './support/staff-desk.ts';

test.use({ viewport: { width: 360, height: 740 } });

async function expectAccessibleOn(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length} node(s)`)).toEqual(
    [],
  );
}

/** The staff queue on its own device, signed in as the run's staff account. */
async function openStaffQueue(browser: Browser) {
  const office = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await office.newPage();
  await staff.addInitScript(() => {
    document.cookie = 'mimea_consent=necessary; Path=/';
  });
  await staff.goto('/staff?lang=en');
  await staff.getByLabel('Phone number or e-mail').fill(E2E_STAFF.phone);
  await staff.getByLabel('Password').fill(E2E_STAFF.password);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff.getByText(`Signed in as ${E2E_STAFF.name}`)).toBeVisible();
  await expect(staff.getByRole('status').filter({ hasText: /booking/ })).toBeVisible();
  return { office, staff };
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: /^Menu:/ }).click();
}

test('a farmer who deletes the account from the chat page leaves the agronomists’ queue', async ({
  page,
  request,
  browser,
  expectAccessible,
}) => {
  await signInNewUser(page, request, 'Chepkoech');
  const chat = new ChatPage(page);
  await page.goto('/?lang=en');
  await chat.choose('Talk to an agronomist');
  await chat.choose('Yes, that is right');
  await chat.choose('Phone call');
  await chat.choose('A crop problem');
  await chat
    .lastAssistant()
    .getByRole('button', { name: /\d\d:\d\d$/ })
    .first()
    .click();
  await chat.answer('My maize leaves are streaked yellow.');
  await chat.choose('Book it');
  const reference = (
    await chat
      .assistantMessages()
      .filter({ hasText: /Booking MIM-/ })
      .last()
      .innerText()
  ).match(/MIM-\w{5}/)![0];

  const before = await openStaffQueue(browser);
  await expect(await queuedBooking(before.staff, reference)).toBeVisible();
  await before.office.close();

  await openSettings(page);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('your open callback bookings');
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('user_profile'))).toBeNull();

  const after = await openStaffQueue(browser);
  await expect(await queuedBooking(after.staff, reference)).toHaveCount(0);
  // Even among all bookings, nothing left names the farmer.
  await after.staff.getByLabel('Status').selectOption({ label: 'All' });
  await expect(after.staff.getByRole('status').filter({ hasText: /booking/ })).toBeVisible();
  await expect(after.staff.getByText('Chepkoech')).toHaveCount(0);
  await expectAccessibleOn(after.staff);
  await after.office.close();
});

test('a farmer downloads a copy of their data as a ZIP with a README', async ({
  page,
  request,
  expectAccessible,
}) => {
  await signInNewUser(page, request, 'Auma');
  await page.goto('/?lang=en');
  await openSettings(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('mimea-my-data.zip');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const archive = Buffer.concat(chunks);
  // A ZIP starts with "PK\x03\x04" and names every file in plain text in its directory.
  expect(archive.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  expect(archive.includes('README.txt')).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Your data is downloaded' })).toBeVisible();
  await expectAccessible();
});

test('a farmer corrects their name in the chat and is greeted by it', async ({
  page,
  request,
  expectAccessible,
}) => {
  await signInNewUser(page, request, 'Chepkoech');
  const chat = new ChatPage(page);
  await page.goto('/?lang=en');
  await expect(chat.assistantMessages().first()).toContainText('Hello Chepkoech!');
  await chat.answer('change my name');
  await chat.expectAssistantSays('What is your first name?');
  await chat.answer('Akinyi');
  await chat.expectAssistantSays('And your last name?');
  await chat.answer('Otieno');
  await expect(page.getByText('Done: your name is now Akinyi Otieno.')).toBeVisible();
  await expectAccessible();
  await chat.answer('start over');
  await chat.choose('Yes, clear it');
  await expect(chat.assistantMessages().first()).toContainText('Hello Akinyi!');
  await openSettings(page);
  await expect(page.locator('.account-actions__name')).toHaveText('Akinyi');
});

test('a farmer asks the chat for their data and saves the ZIP from its card', async ({ page, request }) => {
  await signInNewUser(page, request, 'Nafula');
  const chat = new ChatPage(page);
  await page.goto('/?lang=en');
  await chat.answer('pakua data yangu');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save mimea-my-data.zip' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('mimea-my-data.zip');
});
