import { ChatPage } from './pages/chat-page.ts';
import { expect, test } from './support/fixtures.ts';
import { savedNotificationSettings } from './support/saved-notification-settings.ts';
import { signInNewUser } from './support/sign-in.ts';

test.use({ viewport: { width: 360, height: 740 } });

const KINDS = [
  'Outbreak alerts in my ward',
  'My callback is coming',
  'An agronomist or the Community answered me',
  'Calendar tasks for my plantings',
  'Weather warnings for my farm',
];

test('notifications: one switch per kind, all off until chosen, in the menu and in "My details"', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { phone, password } = await signInNewUser(page, request, 'Akinyi');
  await page.goto('/?lang=en');
  const menu = page.getByRole('button', { name: 'Menu: settings, account and links' });
  await menu.click();
  const group = page.getByRole('group', { name: 'Notifications' });
  for (const kind of KINDS) await expect(group.getByRole('switch', { name: kind })).not.toBeChecked();
  await expect(group.getByLabel('How:')).toHaveCount(0);
  await expectAccessible();

  // Turned on, a kind asks how it should come; the choice is kept on the server.
  await group.getByRole('switch', { name: KINDS[0] }).check();
  const how = group.getByLabel('How:');
  await expect(how).toHaveValue('chat');
  await how.selectOption({ label: 'SMS' });
  await expect(how).toHaveValue('sms');
  await expectAccessible();
  await page.reload();
  await menu.click();
  await expect(group.getByRole('switch', { name: KINDS[0] })).toBeChecked();
  await expect(group.getByLabel('How:')).toHaveValue('sms');
  await menu.click();

  // "My details" shows the same switches in the conversation.
  const chat = new ChatPage(page);
  await chat.answer('my details');
  await chat.choose('Notifications');
  const card = page.locator('.card--notifications');
  await expect(card.getByRole('switch', { name: KINDS[0] })).toBeChecked();
  await expect(card.getByLabel('How:')).toHaveValue('sms');
  await card.getByRole('switch', { name: KINDS[4] }).check();
  await expect(card.getByRole('switch', { name: KINDS[4] })).toBeChecked();
  await expectAccessible();
  // Read back through the API as the account itself: both choices reached the server.
  const saved = await savedNotificationSettings(request, phone, password);
  expect(saved.filter((setting) => setting.enabled)).toEqual([
    { kind: 'outbreak', enabled: true, channel: 'sms', chosen: true },
    { kind: 'weather', enabled: true, channel: 'chat', chosen: true },
  ]);
});
