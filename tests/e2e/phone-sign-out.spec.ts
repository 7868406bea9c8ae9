import { ChatPage } from './pages/chat-page.ts';
import { expect, test } from './support/fixtures.ts';
import { signInNewUser } from './support/sign-in.ts';
import { storedText } from './support/stored-text.ts';

test.use({ viewport: { width: 360, height: 740 }, locale: 'sw-KE' });

test('signing out on a phone forgets the conversation but keeps the profile, as the privacy notice says', async ({
  page,
  request,
  expectAccessible,
}) => {
  await signInNewUser(page, request, 'Chelangat');
  const chat = new ChatPage(page);
  await page.goto('/');
  await chat.expectAssistantSays('Habari Chelangat');
  await chat.answer('shamba langu liko Kapkatet');
  await expect(chat.userMessages().last()).toContainText('Kapkatet');

  await page.getByRole('button', { name: /^Menyu:/ }).click();
  await page.getByRole('button', { name: 'Toka kwenye akaunti' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(chat.lastAssistant()).toBeVisible();
  await expect(page.getByText('Kapkatet')).toHaveCount(0);
  const kept = await storedText(page);
  expect(kept, 'the conversation is forgotten').not.toContain('Kapkatet');
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  const profile = await page.evaluate(() => localStorage.getItem('user_profile'));
  expect(profile, 'the profile stays (SPEC §4)').toContain('Chelangat');

  await page.goto('/privacy-policy');
  const notice = page.getByRole('main');
  await expect(notice).toContainText(
    'Unapotoka kwenye akaunti yako, kuingia kwako, mazungumzo yako na Mimea na kazi uliyo katikati yake vinaondolewa',
  );
  await expect(notice).toContainText('wasifu wako unabaki kwenye kifaa');
  await expectAccessible();
});
