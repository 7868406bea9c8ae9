import type { Page } from '@playwright/test';
import { ChatPage } from './pages/chat-page.ts';
import { DiagnosisSteps, leafPhoto } from './pages/diagnosis-steps.ts';
import { expect, test } from './support/fixtures.ts';
import { sentMessages } from './support/outbox.ts';
import { signInNewUser } from './support/sign-in.ts';
import { E2E_STAFF } from './support/staff-account.ts';
import { queuedBooking } from './support/staff-desk.ts';

test.use({ viewport: { width: 360, height: 740 } });

const smsTo = (phone: string) => sentMessages().filter((message) => message.recipient === phone);

test('a farmer books a callback; staff mark it called and answer by SMS; the answer reaches the chat', async ({
  page,
  request,
  browser,
  expectAccessible,
}) => {
  const { phone } = await signInNewUser(page, request, 'Nekesa');
  const chat = new ChatPage(page);
  await page.goto('/');
  await chat.choose('Talk to an agronomist');
  await chat.expectAssistantSays('Nekesa Mwangi');
  await chat.choose('Yes, that is right');
  await chat.choose('Phone call');
  await chat.choose('A crop problem');
  await chat.expectAssistantSays('Choose a time');
  await chat
    .lastAssistant()
    .getByRole('button', { name: /\d\d:\d\d$/ })
    .first()
    .click();
  await chat.answer('The lower leaves of my beans have rusty spots.');
  await expect(chat.lastAssistant()).toContainText('Your request');
  await expectAccessible();
  await chat.choose('Book it');
  await expect(chat.assistantMessages().filter({ hasText: 'Booked!' })).toHaveCount(1);
  const reference = (
    await chat
      .assistantMessages()
      .filter({ hasText: /Booking MIM-/ })
      .last()
      .innerText()
  ).match(/MIM-\w{5}/)![0];
  await expect
    .poll(() =>
      smsTo(phone)
        .map((sms) => sms.body)
        .join('\n'),
    )
    .toContain(reference);

  // Staff work on their own device (here: another browser context).
  const office = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await office.newPage();
  await staff.addInitScript(() => {
    document.cookie = 'mimea_consent=necessary; Path=/';
  });
  await staff.goto('/staff');
  await expectAccessibleOn(staff);
  await staff.getByLabel('Phone number or e-mail').fill(E2E_STAFF.phone);
  await staff.getByLabel('Password').fill(E2E_STAFF.password);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff.getByText(`Signed in as ${E2E_STAFF.name}`)).toBeVisible();
  await (await queuedBooking(staff, reference)).click();
  await expect(staff.getByRole('heading', { name: new RegExp(`${reference} · New`) })).toBeVisible();
  await expect(staff.getByText('The lower leaves of my beans have rusty spots.')).toBeVisible();
  await expectAccessibleOn(staff);
  await staff.getByRole('button', { name: 'Called', exact: true }).click();
  await expect(staff.getByRole('heading', { name: new RegExp(`${reference} · Called`) })).toBeVisible();
  await staff
    .getByLabel('Answer the farmer by SMS')
    .fill('Bean rust: remove the worst leaves and spray a copper product. I will call again Friday.');
  await staff.getByRole('button', { name: 'Send SMS answer' }).click();
  await expect(staff.getByText(/answered: Bean rust/)).toBeVisible();
  await expect.poll(() => smsTo(phone).at(-1)?.template).toBe('staff_answer');
  await office.close();

  // The chat stayed open: switching back to it asks again (every 45 s it does so anyway), no reload needed.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const answers = chat.assistantMessages().filter({ hasText: `Answer from ${E2E_STAFF.name}` });
  await expect(answers).toContainText(`about booking ${reference}: Bean rust`);
  const askedAgain = page.waitForResponse((response) => response.url().includes('/api/v1/messages/'));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await askedAgain;
  await expect(answers).toHaveCount(1);
});

test('from a diagnosis, the case goes with the booking and staff see its photos', async ({
  page,
  request,
  browser,
}) => {
  await signInNewUser(page, request, 'Wafula');
  await page.goto('/?lang=en');
  const chat = new DiagnosisSteps(page);
  await chat.start();
  await chat.chooseCrop('Beans');
  await chat.addFromGallery(leafPhoto('bean__rust'));
  await chat.sendPhotos();
  await chat.expectResult();
  // The menu's "Talk to an agronomist" works at any time; this one comes with the result and carries the case.
  await chat.expectAssistantSays('Does your plant look like this?');
  await chat.otherOptions();
  await chat.choose('Talk to an agronomist');
  await chat.skipPlace();
  await chat.choose('Yes, that is right');
  await chat.choose('SMS');
  // The topic is the crop problem already: the times come next.
  await chat.expectAssistantSays('Choose a time');
  await chat
    .lastAssistant()
    .getByRole('button', { name: /\d\d:\d\d$/ })
    .first()
    .click();
  await chat.choose('Skip');
  await expect(chat.lastAssistant()).toContainText('Your photo goes to the agronomist');
  await chat.choose('Book it');
  const booked = chat
    .assistantMessages()
    .filter({ hasText: /Booking MIM-/ })
    .last();
  const reference = (await booked.innerText()).match(/MIM-\w{5}/)![0];

  const office = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await office.newPage();
  await staff.goto('/staff?lang=en');
  await staff.getByLabel('Phone number or e-mail').fill(E2E_STAFF.phone);
  await staff.getByLabel('Password').fill(E2E_STAFF.password);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await (await queuedBooking(staff, reference)).click();
  await expect(staff.getByText('Case from the diagnosis')).toBeVisible();
  await expect(staff.getByRole('img', { name: 'Photo 1 of the plant' })).toBeVisible();
  await office.close();
});

test('pre-booking a product, then rating the chat', async ({ page, request }) => {
  const { phone } = await signInNewUser(page, request, 'Chebet');
  const chat = new ChatPage(page);
  await page.goto('/');
  await chat.chooseFromMore('Products and pre-booking');
  await chat.expectAssistantSays('not advice for a sick plant');
  await chat.choose(/Hermetic grain storage bags/);
  await chat.choose('Pre-book it');
  await chat.answer('0');
  await expect(page.getByRole('alert')).toContainText('at least 1');
  await chat.answer('6');
  await chat.answer('Kapsabet, Nandi');
  await chat.expectAssistantSays('6 × Hermetic grain storage bags (90 kg) (bag), for Kapsabet, Nandi');
  await chat.choose('Send it');
  await expect(chat.assistantMessages().filter({ hasText: 'Pre-booked, reference MIM-' })).toHaveCount(1);
  await expect.poll(() => smsTo(phone).at(-1)?.template).toBe('product_prebooking');

  await chat.choose('Rate this chat');
  await chat.choose(/😀 5/);
  await chat.answer('Easy to use.');
  await expect(chat.assistantMessages().filter({ hasText: 'Thank you for your feedback' })).toHaveCount(1);
});

test('blog posts read in the chat and at /blog', async ({ page, request, expectAccessible }) => {
  await signInNewUser(page, request);
  const chat = new ChatPage(page);
  await page.goto('/');
  await chat.chooseFromMore("What's new?");
  await chat.choose('How to scout maize for fall armyworm');
  await expect(
    chat.assistantMessages().filter({ hasText: 'Walk across the field in a W shape' }),
  ).toHaveCount(1);
  await chat
    .assistantMessages()
    .getByRole('link', { name: /Open this post as a page/ })
    .click();
  await expect(page).toHaveURL(/\/blog\/scouting-fall-armyworm$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to scout maize for fall armyworm');
  await expectAccessible();
  await page.getByRole('link', { name: 'All posts' }).click();
  await expect(page.getByRole('heading', { name: 'Using pesticides safely' })).toBeVisible();
  await expectAccessible();
});

async function expectAccessibleOn(page: Page) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length} node(s)`)).toEqual(
    [],
  );
}
