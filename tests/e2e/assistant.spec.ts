import { ChatPage } from './pages/chat-page.ts';
import { expect, test } from './support/fixtures.ts';
import { signInNewUser } from './support/sign-in.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('greeting, menu, help, language switch and start over', async ({
  page,
  request,
  expectAccessible,
}, testInfo) => {
  await signInNewUser(page, request, 'Wanjiru');
  const chat = new ChatPage(page);
  await page.goto('/');
  await chat.expectAssistantSays('Hello Wanjiru');
  await expectAccessible();
  await testInfo.attach('greeting-360x740', { body: await page.screenshot(), contentType: 'image/png' });

  await chat.chooseFromMore(/What can you do/);
  await expect(chat.assistantMessages().nth(1)).toContainText('English or Kiswahili');
  await chat.expectAssistantSays('type the number of a button');

  await chat.chooseFromMore(/Change language/);
  await chat.choose('Kiswahili');
  // Every bubble, old ones included, now reads in Swahili.
  await expect(chat.assistantMessages().first()).toContainText('Habari Wanjiru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expectAccessible();
  await testInfo.attach('swahili-360x740', { body: await page.screenshot(), contentType: 'image/png' });

  await chat.answer('anza upya');
  await chat.choose('Ndiyo, yafute');
  await expect(chat.assistantMessages()).toHaveCount(1);
  await expect(chat.userMessages()).toHaveCount(0);
  await chat.expectAssistantSays('Habari Wanjiru');
});

test('typed words find their way: Swahili and English intents, and a friendly "did not understand"', async ({
  page,
  request,
}) => {
  await signInNewUser(page, request);
  const chat = new ChatPage(page);
  await page.goto('/');
  await chat.answer('unaweza kufanya nini?');
  await expect(chat.assistantMessages().nth(1)).toContainText('English or Kiswahili');
  await chat.answer('switch to swahili please');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(chat.assistantMessages().nth(-2)).toContainText('nitazungumza Kiswahili');
  await chat.answer('nataka kununua gari');
  await chat.expectAssistantSays('sijaelewa');
  await chat.answer('1');
  await expect(chat.userMessages().last()).toHaveText(/1/);
});

test('a reload keeps the conversation', async ({ page, request }) => {
  await signInNewUser(page, request);
  const chat = new ChatPage(page);
  await page.goto('/');
  await chat.chooseFromMore(/What can you do/);
  await expect(chat.userMessages()).toHaveCount(1);
  await page.reload();
  await expect(chat.userMessages()).toHaveCount(1);
  await chat.expectAssistantSays('Welcome back');
});

test('offline shows a banner and online clears it', async ({ page, request, context }) => {
  await signInNewUser(page, request);
  await page.goto('/');
  await expect(new ChatPage(page).lastAssistant()).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
});

test('kiosk mode warns after inactivity, then resets and leaves nothing behind', async ({
  page,
  request,
  expectAccessible,
}) => {
  await signInNewUser(page, request, 'Achieng');
  const chat = new ChatPage(page);
  // Entering kiosk mode signs the last person out (kiosk.spec.ts): the new customer starts at /auth.
  await page.goto('/auth?kiosk=1&kiosk_warn_ms=2000&kiosk_reset_ms=8000');
  await expect(page.getByText('Achieng')).toHaveCount(0);
  await chat.choose('Photograph a plant');
  await expect(page.getByRole('button', { name: 'New customer' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toBeVisible({ timeout: 5000 });
  await expectAccessible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 10_000 });
  const leftovers = await page.evaluate(async () => {
    const databases = await indexedDB.databases();
    const transcripts = await new Promise<number>((resolve) => {
      const open = indexedDB.open('mimea');
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('transcripts')) return resolve(0);
        const count = db.transaction('transcripts').objectStore('transcripts').count();
        count.onsuccess = () => resolve(count.result);
      };
    });
    return {
      token: localStorage.getItem('access_token'),
      profile: localStorage.getItem('user_profile'),
      kiosk: localStorage.getItem('mimea.kiosk'),
      transcripts,
      databases: databases.length,
    };
  });
  expect(leftovers).toMatchObject({ token: null, profile: null, kiosk: '1', transcripts: 0 });
  await expect(page.getByText('Achieng')).toHaveCount(0);
});

test('a connection lost while the conversation’s code arrives only delays it: the greeting stays and answers later', async ({
  page,
  request,
  context,
}) => {
  await signInNewUser(page, request);
  // The connection drops just as the page asks for its conversation's code.
  const conversationCode = /assistant-conversation-[^/]*\.js$/;
  await page.route(conversationCode, async (route) => {
    await context.setOffline(true);
    // Going offline may already have failed the request (the route is then handled): either way it failed.
    await route.abort('internetdisconnected').catch(() => undefined);
  });
  await page.goto('/');
  const chat = new ChatPage(page);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page could not load' })).toBeHidden();
  await page.unroute(conversationCode);
  await context.setOffline(false);
  await chat.chooseFromMore(/What can you do/);
  await expect(chat.userMessages()).toHaveCount(1);
});
