import { ChatPage } from './pages/chat-page.ts';
import { expect, test } from './support/fixtures.ts';
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
  await chat.choose(/What can you do/);
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
