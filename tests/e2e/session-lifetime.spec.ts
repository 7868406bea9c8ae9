import type { Page, Response } from '@playwright/test';
import { ChatPage } from './pages/chat-page.ts';
import { waitForAccessTokenExpiry } from './support/access-expiry.ts';
import { expect, test } from './support/fixtures.ts';
import { signInNewUser } from './support/sign-in.ts';

// The end-to-end server issues access tokens that live 5 seconds (playwright.config.ts), so a few
// minutes of use here cross as many expiries as a farmer's whole morning does.

function watchRefreshes(page: Page, statuses: number[]) {
  page.on('response', (response: Response) => {
    if (response.url().endsWith('/api/v1/accounts/token/refresh/')) statuses.push(response.status());
  });
}

/** Asks for the saved plant checks, an authenticated call, and waits for the (empty) list's answer. */
async function openPlantChecks(chat: ChatPage) {
  const listed = chat.page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/diagnosis/' && response.status() === 200,
  );
  await chat.chooseFromMore('My plant checks');
  await listed;
  await expect(chat.assistantMessages().nth(-2)).toContainText('You have no saved plant checks yet.');
}

test('stays signed in across access-token expiries, a reload and a second tab', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await signInNewUser(page, request, 'Achieng');
  const refreshes: number[] = [];
  watchRefreshes(page, refreshes);
  const chat = new ChatPage(page);
  await page.goto('/');
  await chat.expectAssistantSays('Hello Achieng');

  await waitForAccessTokenExpiry(page);
  await openPlantChecks(chat);

  await waitForAccessTokenExpiry(page);
  await page.reload();
  await openPlantChecks(chat);

  // A second tab of the same device: both find the token expired at once and must not both spend
  // the same single-use refresh token.
  const other = await context.newPage();
  watchRefreshes(other, refreshes);
  const otherChat = new ChatPage(other);
  await other.goto('/');
  await otherChat.expectAssistantSays('Welcome back');
  await waitForAccessTokenExpiry(page);
  await Promise.all([openPlantChecks(chat), openPlantChecks(otherChat)]);

  await other.close();
  await waitForAccessTokenExpiry(page);
  await openPlantChecks(chat);

  expect(page.url()).not.toContain('/auth');
  expect(refreshes.length).toBeGreaterThanOrEqual(3);
  expect(refreshes.every((status) => status === 200)).toBe(true);
});
