import type { Page } from '@playwright/test';
import { ChatPage } from './pages/chat-page.ts';
import { expect, test } from './support/fixtures.ts';
import { signInNewUser } from './support/sign-in.ts';

/**
 * /auth, /privacy-policy and, for a signed-in person, / are drawn at build time (scripts/first-screens):
 * a phone on a slow network paints them from the HTML alone. Here the app's code is held back to see
 * what is painted before it arrives, and what happens to a tap made then.
 */
// The page's `load` waits for the held script, so each visit here waits only for the HTML.
function holdTheAppsCode(page: Page): () => void {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  void page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * What the page logs as an error or a warning: a drawing the app could not take over shows here. A
 * refused request is left out: with the tests' five-second tokens, a 401 and a refresh are routine.
 */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const refused = message.text().startsWith('Failed to load resource');
    if (['error', 'warning'].includes(message.type()) && !refused) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

test.describe('a Kiswahili phone', () => {
  test.use({ locale: 'sw-KE' });

  test('is greeted on / by name in Kiswahili before the app arrives', async ({
    page,
    request,
    expectAccessible,
  }) => {
    const violations = cspViolations(page);
    await signInNewUser(page, request, 'Wanjiru');
    const release = holdTheAppsCode(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByText(/^Habari Wanjiru! Mimi ni Mimea/)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expectAccessible();
    release();
    await expect(page.getByText(/^Habari Wanjiru! Mimi ni Mimea/)).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('sees /auth in Kiswahili before the app arrives, and a tap made then is answered once it has', async ({
    page,
    expectAccessible,
  }) => {
    const violations = cspViolations(page);
    const release = holdTheAppsCode(page);
    await page.goto('/auth', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Ingia kwenye Mimea' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByText(/^Habari! Mimi ni Mimea\./)).toBeVisible();
    await expect(page.getByTestId('cookie-consent')).toBeVisible();
    await expect(page.locator('time.bubble__time').first()).toHaveText(/^\d\d:\d\d$/);
    await expectAccessible();

    await page.getByRole('button', { name: 'Ingia', exact: true }).click();
    await expect(page.getByText('Namba yako ya simu au barua pepe ni ipi?')).toBeHidden();
    release();
    await expect(page.getByText('Namba yako ya simu au barua pepe ni ipi?')).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test('a visitor who has read the cookie notice does not see it drawn again', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'mimea_consent', value: 'necessary', url: baseURL! }]);
  const release = holdTheAppsCode(page);
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Mimea' })).toBeVisible();
  await expect(page.getByTestId('cookie-consent')).toHaveCount(0);
  release();
  await expect(page.getByRole('textbox')).toBeEditable();
  await expect(page.getByTestId('cookie-consent')).toHaveCount(0);
});

test('nothing typed before the app arrives is lost: the field waits until it can be used', async ({
  page,
}) => {
  const release = holdTheAppsCode(page);
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  const field = page.getByRole('textbox');
  await expect(field).toBeVisible();
  await expect(field).not.toBeEditable();
  release();
  await expect(field).toBeEditable();
  await field.fill('1');
  await expect(field).toHaveValue('1');
});

test('the privacy policy is drawn before the app arrives and then works as before', async ({
  page,
  expectAccessible,
}) => {
  const violations = cspViolations(page);
  const release = holdTheAppsCode(page);
  await page.goto('/privacy-policy', { waitUntil: 'domcontentloaded' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Privacy policy and terms of use' }),
  ).toBeVisible();
  await expect(page.locator('#terms li').first()).toBeVisible();
  await expectAccessible();
  release();
  await page.getByRole('link', { name: 'Go to the privacy notice' }).click();
  await expect(page.locator('#privacy-notice')).toBeInViewport();
  expect(violations).toEqual([]);
  // react-dom starts with error stacks paused (src/app/pause-error-stacks.ts); the app has them back.
  expect(await page.evaluate(() => [Error.stackTraceLimit, new Error('after').stack])).toEqual([
    10,
    expect.stringMatching(/\n\s+at /),
  ]);
});

test.describe('/ for a signed-in person', () => {
  const greeting = (page: Page) => page.getByText(/^Hello Wanjiru! I am Mimea/);

  test('greets them by name before the app arrives, and the app takes the same page over', async ({
    page,
    request,
    expectAccessible,
  }) => {
    const problems = consoleProblems(page);
    await signInNewUser(page, request, 'Wanjiru');
    const release = holdTheAppsCode(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(greeting(page)).toBeVisible();
    await expect(page.getByRole('button', { name: /Pest and disease advice/ })).toBeVisible();
    await expect(page.getByText('More', { exact: true })).toBeVisible();
    await expect(page.getByTestId('cookie-consent')).toHaveCount(0);
    await expectAccessible();

    // The app keeps the drawn elements rather than drawing new ones.
    await greeting(page).evaluate((element) => element.setAttribute('data-drawn', ''));
    release();
    await new ChatPage(page).chooseFromMore(/What can you do/);
    await expect(new ChatPage(page).assistantMessages().nth(1)).toContainText('English or Kiswahili');
    await expect(greeting(page)).toHaveAttribute('data-drawn', '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test('a tap on the menu made before the app arrives is carried out once it has', async ({
    page,
    request,
  }) => {
    await signInNewUser(page, request, 'Wanjiru');
    const release = holdTheAppsCode(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const chat = new ChatPage(page);
    await chat.chooseFromMore(/What can you do/);
    await expect(chat.userMessages()).toHaveCount(0);
    release();
    await expect(chat.userMessages()).toHaveText([/What can you do/]);
    await expect(chat.assistantMessages().nth(1)).toContainText('English or Kiswahili');
  });

  test('a menu item scrolled to on the drawing stays under the finger when the app takes over', async ({
    page,
    request,
  }) => {
    await signInNewUser(page, request, 'Wanjiru');
    const release = holdTheAppsCode(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/?lang=en', { waitUntil: 'domcontentloaded' });
    // "More" opens on the drawing itself, before any of the app's code has run.
    await page.getByText('More', { exact: true }).click();
    const help = page.getByRole('button', { name: /What can you do/ });
    await help.scrollIntoViewIfNeeded();
    const before = await help.boundingBox();
    const appDrawn = page.evaluate(
      () => new Promise<void>((resolve) => window.addEventListener('mimea:app-drawn', () => resolve())),
    );
    release();
    await appDrawn;
    // A slow phone takes the page over between the finger landing and lifting: nothing may move then.
    expect(await help.boundingBox()).toEqual(before);
    const chat = new ChatPage(page);
    await chat.choose(/What can you do/);
    await expect(chat.userMessages()).toHaveText([/What can you do/]);
  });

  test('a returning person sees their own conversation, never the drawn greeting first', async ({
    page,
    request,
  }) => {
    await signInNewUser(page, request, 'Wanjiru');
    const chat = new ChatPage(page);
    await page.goto('/');
    await chat.chooseFromMore(/What can you do/);
    await expect(chat.userMessages()).toHaveCount(1);

    const release = holdTheAppsCode(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root')).toBeEmpty();
    release();
    await chat.expectAssistantSays('Welcome back');
    await expect(chat.userMessages()).toHaveCount(1);
  });

  test('a conversation stored before this device noted it replaces the drawing once the app has read it', async ({
    page,
    request,
  }) => {
    const problems = consoleProblems(page);
    await signInNewUser(page, request, 'Wanjiru');
    const chat = new ChatPage(page);
    await page.goto('/');
    await chat.chooseFromMore(/What can you do/);
    await expect(chat.userMessages()).toHaveCount(1);
    // Forgotten as the page loads, not before: the app saves the transcript (and notes it) once more
    // when its answer arrives, which could put the note back before the reload.
    await page.addInitScript(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith('mimea.transcript:')) localStorage.removeItem(key);
    });

    const release = holdTheAppsCode(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(greeting(page)).toBeVisible();
    release();
    await chat.expectAssistantSays('Welcome back');
    await expect(chat.userMessages()).toHaveCount(1);
    await expect(greeting(page)).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test('someone signed out is sent to /auth before any code, with no greeting drawn on the way', async ({
    page,
  }) => {
    const release = holdTheAppsCode(page);
    await page.goto('/?lang=en', { waitUntil: 'domcontentloaded' });
    // The page's head sends them on: /auth is drawn while the app's code is still held back.
    await expect(page).toHaveURL(/\/auth\?lang=en$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Mimea' })).toBeVisible();
    await expect(greeting(page)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('mimea.redirect_target'))).toBe('/?lang=en');
    release();
    await expect(page.getByTestId('message-assistant').first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });
});
