import { ChatPage } from './pages/chat-page.ts';
import { expect, test } from './support/fixtures.ts';
import { signInNewUser } from './support/sign-in.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('from the menu by crop to fall armyworm, step by step, "Is it safe?", and a language switch', async ({
  page,
  request,
  expectAccessible,
}, testInfo) => {
  await signInNewUser(page, request, 'Atieno');
  const chat = new ChatPage(page);
  await page.goto('/?lang=en');
  await chat.expectAssistantSays('Hello Atieno');
  await chat.choose(/Pest and disease advice/);
  await chat.choose('Choose from a list');
  await chat.choose('Maize');
  await chat.expectAssistantSays('Which problem');
  await chat.choose('Fall armyworm');

  const overview = page.getByTestId('advice-overview').last();
  await expect(overview).toContainText('Fall armyworm');
  await expect(overview).toContainText('Do today');
  await expect(overview).toContainText('Walk across the field in a W');
  await expect(overview).toContainText('Source: KALRO, CABI, icipe, CIMMYT');
  await overview.getByText('More details').click();
  await expect(overview.getByText('Spodoptera frugiperda')).toBeVisible();
  await expect(overview).toContainText('(an insect)');
  await expect(overview.getByRole('img', { name: 'Example photo: Fall armyworm' })).toBeVisible();
  await expectAccessible();

  await chat.choose('Tell me more: next season');
  await expect(page.getByTestId('advice-act_now').last()).toContainText('Next season');
  await expect(page.getByTestId('advice-act_now').last()).toContainText('same time as your neighbours');
  await chat.choose('Tell me more: control step by step');
  const control = page.getByTestId('advice-control').last();
  await expect(control).toContainText('1. Good farming practice');
  await expect(control).toContainText('emamectin benzoate');
  await expect(control).toContainText('WHO hazard class II, moderately hazardous');
  await expect(control).toContainText('Pest Control Products Board');
  await chat.choose('Is it safe?');
  const safety = page.getByTestId('advice-safety').last();
  await expect(safety).toContainText('Seek medical help');
  await expect(safety).toContainText('wait 3–14 days');
  await expectAccessible();
  await testInfo.attach('advice-en-360x740', { body: await page.screenshot(), contentType: 'image/png' });

  // The cards hold the entry's name, not its words: after the switch they read in Swahili.
  await chat.answer('switch to swahili please');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(overview).toContainText('Viwavijeshi vamizi');
  await expect(overview).toContainText('Fanya leo');
  await expect(overview).toContainText('(mdudu)');
  await expect(safety).toContainText('Tafuta msaada wa daktari');
});

test('typed symptoms in Swahili lead to the likely problem, and the questions narrow a description', async ({
  page,
  request,
  expectAccessible,
}, testInfo) => {
  await signInNewUser(page, request, 'Mwangi');
  const chat = new ChatPage(page);
  await page.goto('/?lang=sw');
  await chat.expectAssistantSays('Habari Mwangi');
  await chat.answer('viwavi jeshi kwenye mahindi');
  await chat.expectAssistantSays('Hizi zinafanana zaidi');
  await chat.choose('Viwavijeshi vamizi');
  await expect(page.getByTestId('advice-overview').last()).toContainText('Kiwavi mwenye alama ya Y');
  await expectAccessible();

  await chat.choose('Shida nyingine');
  await chat.choose('Nitaeleza ninachoona');
  await chat.choose('Nyanya');
  await chat.choose('Majani');
  await chat.choose('Kujikunja, kupinda au kudumaa');
  await chat.expectAssistantSays('Hizi zinafanana zaidi');
  await chat.choose(/Virusi vya majani ya nyanya/);
  await expect(page.getByTestId('advice-overview').last()).toContainText('inzi weupe');
  await expect(page.getByTestId('advice-overview').last()).toContainText(
    'Ushauri wa jumla — thibitisha na afisa wa kilimo',
  );
  await expect(page.getByTestId('advice-overview').last()).not.toContainText('not retrieved');
  await expectAccessible();
  await testInfo.attach('advice-sw-360x740', { body: await page.screenshot(), contentType: 'image/png' });
});
