import { ChatPage } from './pages/chat-page.ts';
import { DiagnosisSteps, leafPhoto } from './pages/diagnosis-steps.ts';
import { expect, expectAccessible as checkAccessible, test } from './support/fixtures.ts';
import { downloadForOffline, savedChecks, untilServiceWorkerReady } from './support/offline-use.ts';
import { signInNewUser } from './support/sign-in.ts';

test.use({ viewport: { width: 360, height: 740 } });

const CONFIRM = /^(Yes, mine looks like this|It looks like: )/;

test('offline: the phone checks the plant, the photos wait, and the server answers once online', async ({
  page,
  context,
  request,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  const { phone, password } = await signInNewUser(page, request, 'Chebet');
  await page.goto('/?lang=en');
  await untilServiceWorkerReady(page);
  await page.reload();
  const chat = new DiagnosisSteps(page);
  await expect(page.getByRole('button', { name: 'Photograph a plant' })).toBeVisible();
  await downloadForOffline(page);

  await chat.start();
  await chat.chooseCrop('Tomatoes');
  await chat.addFromGallery(leafPhoto('tomato__late_blight'));
  await context.setOffline(true);
  await chat.sendPhotos();
  await expect(page.getByText('Your photos are kept on this phone')).toBeVisible();
  await expect(
    page.getByText('Checked on your phone — we will confirm when you are back online.'),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(chat.resultCard()).toBeVisible();
  await expect(page.getByTestId('queued-checks')).toHaveText(/^1 plant check is waiting on this phone/);
  await page.getByTestId('offline-banner').getByRole('button', { name: 'more' }).click();
  await expect(page.getByTestId('offline-banner')).toContainText(
    'library entries and calendars you have opened',
  );
  await expectAccessible();

  // Closed and opened again, still without a network: the check is still waiting.
  await page.close();
  const again = await context.newPage();
  await again.goto('/?lang=en');
  const reopened = new DiagnosisSteps(again);
  await expect(again.getByTestId('queued-checks')).toHaveText(/^1 plant check is waiting/);
  await expect(
    again.getByText('Checked on your phone — we will confirm when you are back online.'),
  ).toBeVisible();

  // The phone's answer is still open (the flow is kept across the reopen): the farmer leaves it to wait,
  // and the server's answer comes in a free chat.
  await reopened.choose('OK, I will wait');
  await context.setOffline(false);
  await expect(again.getByText('the photos kept on this phone have been sent')).toBeVisible({
    timeout: 30_000,
  });
  await expect(again.getByText(/^Our server has now checked your photos/)).toBeVisible({ timeout: 30_000 });
  await expect(again.getByTestId('queued-checks')).toHaveCount(0);
  await reopened.expectResult();
  await reopened.choose(CONFIRM);
  await reopened.skipPlace();
  await expect(again.getByText('Saved to My plant checks.')).toBeVisible();
  await checkAccessible(again);
  expect(await savedChecks(request, phone, password)).toBe(1);
});

test('offline: a library entry and a calendar already seen open again', async ({
  page,
  context,
  request,
}) => {
  await signInNewUser(page, request, 'Nafula');
  await page.goto('/?lang=en');
  await untilServiceWorkerReady(page);
  await page.reload();
  const chat = new ChatPage(page);
  await expect(page.getByRole('button', { name: 'Photograph a plant' })).toBeVisible();

  const readFallArmyworm = async () => {
    await chat.choose(/Pest and disease advice/);
    await chat.choose('Choose from a list');
    await chat.choose('Maize');
    await chat.expectAssistantSays('Which problem');
    await chat.choose('Fall armyworm');
    await expect(page.getByTestId('advice-overview').last()).toContainText('Walk across the field in a W');
  };
  const askCalendar = async () => {
    await chat.answer('When should I plant beans in Machakos?');
    await expect(page.locator('.card--calendar').last()).toContainText('When to plant');
  };

  await readFallArmyworm();
  await chat.answer('menu');
  await askCalendar();
  const cards = await page.locator('.card--calendar').count();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  // The restored transcript ends where the calendar was left, its flow kept; "menu" leaves it, as online.
  await chat.expectAssistantSays('What next?');
  await chat.answer('menu');
  await readFallArmyworm();
  await chat.answer('menu');
  await askCalendar();
  await expect(page.locator('.card--calendar')).toHaveCount(cards + 1);
  await context.setOffline(false);
});
