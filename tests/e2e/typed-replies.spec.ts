import { ChatPage } from './pages/chat-page.ts';
import { expect, test } from './support/fixtures.ts';
import { signInNewUser } from './support/sign-in.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('Swahili: typed words at the advice step pick its buttons, and "Nimemaliza" ends it', async ({
  page,
  request,
  expectAccessible,
}) => {
  await signInNewUser(page, request, 'Wairimu');
  const chat = new ChatPage(page);
  await page.goto('/?lang=sw');
  await chat.choose('Ushauri wa wadudu na magonjwa');
  await chat.answer('orodha');
  await chat.expectAssistantSays('Ni zao gani?');
  await chat.answer('mahindi');
  await chat.expectAssistantSays('Unataka kusoma kuhusu shida ipi?');
  await chat.answer('viwavi jeshi');
  await expect(page.getByTestId('advice-overview').last()).toBeVisible();

  // Not understood: the live buttons come again, under the reminder, not "the buttons above".
  await chat.answer('sijui bwana');
  await chat.expectAssistantSays('Sijakuelewa');
  await expect(chat.lastAssistant().getByRole('button', { name: 'Je, ni salama?' })).toBeEnabled();
  await expectAccessible();
  await chat.answer('je ni salama');
  await expect(page.getByTestId('advice-safety').last()).toBeVisible();
  await chat.answer('Nimemaliza');
  await chat.expectAssistantSays('Kuna jambo lingine ninaloweza kukusaidia?');
});

test('English: a description typed after "Describe what I see" stays in the advice; Menu is one tap away', async ({
  page,
  request,
}) => {
  await signInNewUser(page, request, 'Kiprop');
  const chat = new ChatPage(page);
  const steering = page.getByRole('navigation', { name: 'Go back, or to the menu' });
  await page.goto('/?lang=en');
  await chat.choose('Pest and disease advice');
  await chat.choose('Describe what I see');
  await chat.expectAssistantSays('Which crop is it?');
  await chat.answer('my maize leaves have holes');
  await chat.expectAssistantSays('Which part of the plant shows the problem?');
  await chat.answer('go back');
  await chat.expectAssistantSays('Let us find the problem');
  await steering.getByRole('button', { name: 'Menu' }).click();
  await chat.expectAssistantSays('Here is what I can do');
  await expect(steering).toHaveCount(0);
});
