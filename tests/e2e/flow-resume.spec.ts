import type { Page } from '@playwright/test';
import { ChatPage } from './pages/chat-page.ts';
import { DiagnosisSteps, leafPhoto } from './pages/diagnosis-steps.ts';
import { waitForAccessTokenExpiry } from './support/access-expiry.ts';
import { expect, test } from './support/fixtures.ts';
import { signInNewUser } from './support/sign-in.ts';
import { storedText } from './support/stored-text.ts';

test.use({ viewport: { width: 360, height: 740 } });

/** The saved flow of one conversation, as the page reads it back: its step, and whether its photos are Blobs. */
function savedFlow(page: Page, conversation: 'assistant' | 'auth') {
  return page.evaluate(async (wanted) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('mimea-flows');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (!db.objectStoreNames.contains('flows')) return null;
    const keys = await new Promise<IDBValidKey[]>((resolve) => {
      const request = db.transaction('flows').objectStore('flows').getAllKeys();
      request.onsuccess = () => resolve(request.result);
    });
    const key = keys.find((candidate) => String(candidate).endsWith(`/${wanted}`));
    if (!key) return null;
    type Saved = {
      value: unknown;
      context: { photos?: { upload: unknown }[] };
      children?: Record<string, { snapshot?: Saved }>;
    };
    const saved = await new Promise<{ children: { flow: { snapshot: Saved } } }>((resolve) => {
      const request = db.transaction('flows').objectStore('flows').get(key);
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    const flow = saved.children.flow.snapshot;
    // A flow built from child machines waits in its own state while a child asks: the step is the child's.
    const asking = (snapshot: Saved): Saved => {
      const child = Object.values(snapshot.children ?? {}).find((actor) => actor.snapshot?.value)?.snapshot;
      return child ? asking(child) : snapshot;
    };
    return {
      step: JSON.stringify(asking(flow).value),
      blobs: (flow.context.photos ?? []).filter((photo) => photo.upload instanceof Blob).length,
    };
  }, conversation);
}

test('a plant check picks up after a reload with its crop, photo and answer, at the question about it', async ({
  page,
  request,
  expectAccessible,
}) => {
  await signInNewUser(page, request, 'Chebet');
  await page.goto('/?lang=en');
  const chat = new DiagnosisSteps(page);
  await chat.start();
  await chat.chooseCrop('Maize');
  await chat.addFromGallery(leafPhoto('maize__common_rust'));
  await page.getByRole('button', { name: /^Send \d photos?$/ }).click();
  // The answer and its question (pictures to compare, when unsure): the flow is kept waiting there.
  await expect(chat.resultCard()).toBeVisible({ timeout: 30_000 });
  const unsure = (await chat.resultCard().getAttribute('data-verdict')) === 'not_sure';
  const question = unsure
    ? /Which of these looks most like your plant\?/
    : /Does your plant look like this\?/;
  await chat.expectAssistantSays(question);
  await expect
    .poll(() => savedFlow(page, 'assistant'))
    .toEqual({ step: unsure ? '"comparing"' : '"answering"', blobs: 1 });

  await page.reload();
  // The same question, live, under the same answer: not a fresh menu.
  await chat.expectAssistantSays(question);
  await expect(chat.resultCard()).toContainText(/Very likely|Possibly|not sure|does not look like a plant/);
  const firstReply = chat.lastAssistant().locator('.quick-reply').first();
  await expect(firstReply).toBeEnabled();
  await expect(page.getByRole('navigation', { name: 'Go back, or to the menu' })).toBeVisible();
  await expectAccessible();
  // Acting on the answer asks this phone's place once, as without the reload.
  await firstReply.click();
  await chat.skipPlace();
  await expect(chat.lastAssistant()).not.toContainText('mobile network');
});

test('a registration half answered keeps its answers after a reload, and asks for the password again', async ({
  page,
}) => {
  const password = 'a garden of sukuma 42';
  const phone = `+2547${String(Date.now()).slice(-8)}`;
  const chat = new ChatPage(page);
  const box = page.locator('.composer__input');
  await page.goto('/auth?lang=en');
  await page.getByTestId('cookie-consent').getByRole('button').first().click();
  await chat.choose('Create an account');
  await chat.answer('Amina');
  await chat.answer('Otieno');
  await chat.answer(phone);
  await chat.choose('Skip, no e-mail');
  await chat.choose('Yes, I am 18 or older');
  await chat.answer(password);
  await chat.expectAssistantSays('Yes, create my account');
  await expect.poll(() => savedFlow(page, 'auth')).toEqual({ step: '"password"', blobs: 0 });
  expect(await storedText(page)).not.toContain(password);

  await page.reload();
  await chat.expectAssistantSays('your answers are kept');
  await expect(chat.userMessages().filter({ hasText: 'Amina' })).toHaveCount(1);
  await expect(box).toHaveAttribute('type', 'password');
  await expect(box).toHaveValue('');
  expect(await storedText(page)).not.toContain(password);
  await chat.answer(password);
  await chat.expectAssistantSays('Yes, create my account');
  await expect(chat.lastAssistant()).toContainText('Amina');
  expect(await page.content()).not.toContain(password);
  await chat.choose('Yes, create my account');
  await expect(page).toHaveURL(/\/$/);
  // Signed in: nothing of the registration is kept any more.
  await expect.poll(() => savedFlow(page, 'auth')).toBeNull();
});

test('a session that ran out resumes its flow after signing in again; signing out forgets it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { phone, password } = await signInNewUser(page, request, 'Njeri');
  await page.goto('/?lang=en');
  const chat = new ChatPage(page);
  const steering = page.getByRole('navigation', { name: 'Go back, or to the menu' });
  await chat.choose('Pest and disease advice');
  await chat.choose('Choose from a list');
  await chat.expectAssistantSays('Which crop');
  await expect.poll(() => savedFlow(page, 'assistant')).toEqual({ step: '"askCrop"', blobs: 0 });

  // The refresh token is revoked (as a sign-out elsewhere does) and the access token runs out.
  const refresh = await page.evaluate(() => localStorage.getItem('refresh_token'));
  await request.post('/api/v1/accounts/logout/', { data: { refresh } });
  await waitForAccessTokenExpiry(page);
  await chat.choose('Maize');
  await expect(page).toHaveURL(/\/auth/);

  await chat.choose('Sign in');
  await chat.answer(phone);
  await chat.answer(password);
  await expect(page).not.toHaveURL(/\/auth/);
  // Back in the advice, not at a fresh menu.
  await expect(steering).toBeVisible();
  await expect(chat.lastAssistant()).not.toContainText('Welcome back');
  await chat.choose(/^(Maize|Try again)$/);
  await expect(chat.lastAssistant()).toContainText('Which problem');

  await page.getByRole('button', { name: 'Menu: settings, account and links' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await expect.poll(() => savedFlow(page, 'assistant')).toBeNull();
});
