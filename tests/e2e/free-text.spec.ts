import { ChatPage } from './pages/chat-page.ts';
import { expect, test } from './support/fixtures.ts';
import { signInNewUser } from './support/sign-in.ts';

test.use({ viewport: { width: 360, height: 740 } });

const ENGLISH_MONTHS =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/;

test('Swahili free text keeps its facts: the named crop is confirmed in one tap, not asked again', async ({
  page,
  request,
  expectAccessible,
}) => {
  await signInNewUser(page, request, 'Kamau');
  const chat = new ChatPage(page);
  await page.goto('/?lang=sw');
  await chat.expectAssistantSays('Habari Kamau');
  await chat.answer('mahindi yangu yana madoa ya kahawia, nataka kupiga picha');
  await chat.expectAssistantSays('Mahindi — sawa?');
  await expect(page.getByText('Ni zao gani?')).toHaveCount(0);
  await expectAccessible();
  await chat.choose('Ndiyo, sawa');
  await chat.expectAssistantSays('Piga picha 1 hadi 3');
});

test('every advice step offers an agronomist, and the button on an older card still books one', async ({
  page,
  request,
  expectAccessible,
}) => {
  await signInNewUser(page, request, 'Wanjiru');
  const chat = new ChatPage(page);
  await page.goto('/?lang=sw');
  await chat.expectAssistantSays('Habari Wanjiru');
  await chat.answer('viwavi jeshi kwenye mahindi');
  await chat.expectAssistantSays('Hizi zinafanana zaidi');
  await chat.choose('Viwavijeshi vamizi');
  const adviceMessage = chat.lastAssistant();
  await expect(adviceMessage.getByTestId('advice-overview')).toContainText('Viwavijeshi vamizi');
  await expect(adviceMessage.getByRole('button', { name: 'Ongea na mtaalamu wa kilimo' })).toBeEnabled();
  await expectAccessible();

  // Further on, the first card's button is still there and still works: the booking is a crop problem.
  await chat.choose(/Niambie zaidi/);
  await adviceMessage.getByRole('button', { name: 'Ongea na mtaalamu wa kilimo' }).click();
  await chat.expectAssistantSays('Ni sawa?');
  await chat.choose('Ndiyo, ni sawa');
  await chat.choose('SMS');
  await chat.expectAssistantSays('Chagua muda');
  await expect(chat.lastAssistant()).not.toContainText(ENGLISH_MONTHS);
  await expect(page.getByText('Ni kuhusu nini?')).toHaveCount(0);
  // The farmer writes Swahili: the call is in Swahili without asking (it can be changed in the summary).
  await expect(page.getByText('Unapenda lugha gani?')).toHaveCount(0);
});

test('a typed symptom leads into the describe path with its words, not to "take a photo"', async ({
  page,
  expectAccessible,
}) => {
  // Anonymous, at 360×740, in Swahili: typed words work as they do signed in (issue 33 §5).
  await page.setViewportSize({ width: 360, height: 740 });
  const chat = new ChatPage(page);
  await page.goto('/auth?lang=sw');
  await page.getByTestId('cookie-consent').getByRole('button').first().click();
  await chat.answer('majani ya mahindi yana michirizi ya njano');
  await expect(chat.lastAssistant()).toContainText(
    /Hizi zinafanana zaidi|Ni sehemu gani ya mmea|Inaonekanaje/,
  );
  await expect(page.getByText('Piga picha 1 hadi 3')).toHaveCount(0);
  await expectAccessible();
});
