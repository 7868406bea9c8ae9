import { ChatPage } from './pages/chat-page.ts';
import { expect, expectAccessible as expectAccessibleOn, test } from './support/fixtures.ts';
import { lineCount } from './support/line-count.ts';
import { signInNewUser } from './support/sign-in.ts';
import { queuedBooking, signInAtDesk } from './support/staff-desk.ts';

test.use({ viewport: { width: 360, height: 740 } });

// With maize named, the shipped model is unsure of this gray leaf spot photo.
const UNSURE = 'tests/fixtures/ml/photos/maize__gray_leaf_spot/0094924eb6d0bad5fe0c6cae932393da7330279b.jpg';

test('sw: an unsure photo leads to pictures to compare, sign questions and "Fanya leo"; the agronomist sees the answers', async ({
  page,
  request,
  browser,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  await signInNewUser(page, request, 'Wambui');
  await page.goto('/?lang=sw');
  const chat = new ChatPage(page);
  await chat.choose('Piga picha ya mmea');
  await chat.choose('Nitataja zao kwanza');
  await chat.choose('Mahindi');
  await chat.expectAssistantSays('Piga picha 1 hadi 3');
  await page.getByTestId('photo-gallery-input').setInputFiles(UNSURE);
  await page.getByRole('button', { name: 'Tuma picha 1' }).click();
  await expect(page.getByTestId('diagnosis-card').last()).toHaveAttribute('data-verdict', 'not_sure', {
    timeout: 30_000,
  });
  // The card says "not sure" and nothing is "very likely" above it, nor any percentage.
  await expect(page.getByTestId('diagnosis-card').last()).not.toContainText(/uwezekano mkubwa|%/);
  // Never a card empty of action: safe steps for today are on the "not sure" card itself.
  await expect(page.getByTestId('diagnosis-card').last()).toContainText('Fanya leo');
  await expect(page.getByTestId('diagnosis-card').last()).toContainText('Usinyunyizie dawa yoyote');

  // The likely conditions side by side, each large enough to compare, numbered as their buttons.
  const compare = page.getByTestId('compare-card').last();
  await expect(compare).toHaveAttribute('data-purpose', 'pick');
  const pictures = compare.getByRole('img');
  expect(await pictures.count()).toBeGreaterThanOrEqual(2);
  const [first, second] = [await pictures.nth(0).boundingBox(), await pictures.nth(1).boundingBox()];
  expect(first!.y).toBe(second!.y);
  // Two to a row on a 360 px phone: about a third of the screen each.
  expect(first!.width).toBeGreaterThanOrEqual(120);
  await expect(compare.getByRole('link', { name: 'Vyanzo' })).toHaveAttribute('href', '/credits');
  await expect(compare).not.toContainText(/%|CC BY|MIT/);
  await expectAccessible();

  // "I can't tell": a question about what the farmer can see, with its picture; "I can't tell" again.
  await chat.choose(/Siwezi kujua$/);
  const question = page.getByTestId('sign-question-card').last();
  await expect(question).toContainText('Swali 1 kati ya 2');
  await expect(question).toContainText('Je, ');
  await expect(question.getByRole('img')).toBeVisible();
  await expectAccessible();
  await chat.choose(/Siwezi kujua$/);
  // A second question only where one still tells the candidates apart.
  const unclear = page.locator('[data-testid="compare-card"][data-purpose="unclear"]');
  const secondQuestion = page.getByText('Swali 2 kati ya 2');
  await expect(unclear.or(secondQuestion)).toBeVisible();
  if (await secondQuestion.count()) await chat.choose(/Siwezi kujua$/);

  // No answer singles one out: the two most likely, in words, with steps safe for both.
  await expect(unclear).toContainText('Fanya leo');
  await expect(unclear).toContainText('Inawezekana:');
  await expect(unclear).toContainText('Labda ni:');
  await expect(unclear).toContainText('Usinyunyizie dawa yoyote');
  await expect(chat.lastAssistant()).toContainText('Mtaalamu wa kilimo anaweza kutofautisha');
  await expectAccessible();

  // The agronomist is the next step; the booking carries the photos and the answers.
  await chat.choose('Ongea na mtaalamu wa kilimo');
  // The farmer has acted on the answer: now, once on this phone, one short question (issue 33 §2).
  await chat.expectAssistantSays('Naweza kutumia mahali ulipo?');
  expect(await lineCount(chat.lastAssistant().locator('p').first())).toBeLessThanOrEqual(2);
  await chat.choose(/Ruka$/);
  await chat.choose('Ndiyo, ni sawa');
  await chat.choose(/SMS$/);
  if (await chat.lastAssistant().getByText('Unapenda lugha gani?').count()) await chat.choose(/Kiswahili$/);
  await chat.expectAssistantSays('Chagua muda');
  await chat.lastAssistant().getByRole('button', { name: /saa / }).first().click();
  await chat.choose(/Ruka$/);
  await chat.choose(/Panga sasa$/);
  const booked = chat
    .assistantMessages()
    .filter({ hasText: /Miadi MIM-/ })
    .last();
  const reference = (await booked.innerText()).match(/MIM-\w{5}/)![0];

  const office = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await office.newPage();
  await signInAtDesk(staff);
  await (await queuedBooking(staff, reference)).click();
  const answers = staff.getByTestId('farmer-answers');
  await expect(answers).toContainText('Picture picked');
  await expect(answers).toContainText('Could not tell');
  await expect(answers).toContainText('Still two close:');
  await expectAccessibleOn(staff);
  await office.close();
});
