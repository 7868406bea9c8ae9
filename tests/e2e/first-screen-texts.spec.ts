import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ChatPage } from './pages/chat-page.ts';
import { expect, test } from './support/fixtures.ts';
import { untilServiceWorkerReady } from './support/offline-use.ts';
import { signInNewUser } from './support/sign-in.ts';

/**
 * Issue 34 §2: a first screen fetches only its own texts, in the page's language, and a flow's come
 * when it starts. Each namespace of each language is a script of its own in the build
 * (src/app/i18n/setup-i18n.ts), which the build's manifest names. `errors` is the shell's, on every
 * page: what a failed request says must be on the phone before the network is gone.
 */
function textFiles(): Map<string, string> {
  const manifest = JSON.parse(
    readFileSync(path.resolve('dist/client/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const files = new Map<string, string>();
  for (const [source, chunk] of Object.entries(manifest)) {
    const text = /^locales\/([^/]+)\/([^/]+)\.json$/.exec(source);
    if (text) files.set(`/${chunk.file}`, `${text[1]}/${text[2]}`);
  }
  return files;
}

/** The texts (`language/namespace`) the page asks for from now on. */
function textsRequested(page: Page): string[] {
  const files = textFiles();
  const requested: string[] = [];
  page.on('request', (request) => {
    const text = files.get(new URL(request.url()).pathname);
    if (text && !requested.includes(text)) requested.push(text);
  });
  return requested;
}

const inLanguage = (language: string, namespaces: string[]) =>
  namespaces.map((namespace) => `${language}/${namespace}`).sort();

for (const language of ['sw', 'en']) {
  test.describe(`a first visit in ${language === 'sw' ? 'Kiswahili' : 'English'}`, () => {
    test.use({ locale: language === 'sw' ? 'sw-KE' : 'en-KE' });

    test('to /auth fetches only its own texts', async ({ page }) => {
      const requested = textsRequested(page);
      await page.goto('/auth');
      await expect(page.getByRole('button', { name: /^(Ingia|Sign in)$/ })).toBeEnabled();
      // The greeting's first touch starts the conversation's code: its texts are still the page's own.
      await page.locator('.composer__input').click();
      await page.waitForLoadState('networkidle');
      expect(requested.sort()).toEqual(inLanguage(language, ['auth', 'chat', 'errors']));
    });

    test('to / fetches only its own texts', async ({ page, request }) => {
      await signInNewUser(page, request, 'Wanjiru');
      const requested = textsRequested(page);
      await page.goto('/');
      await expect(page.getByText(/^(Habari|Hello) Wanjiru!/)).toBeVisible();
      await page.locator('.composer__input').click();
      await page.waitForLoadState('networkidle');
      expect(requested.sort()).toEqual(inLanguage(language, ['assistant', 'chat', 'errors']));
    });

    test('to /privacy-policy fetches only its own texts', async ({ page }) => {
      const requested = textsRequested(page);
      await page.goto('/privacy-policy');
      await page.waitForLoadState('networkidle');
      expect(requested.sort()).toEqual(inLanguage(language, ['errors', 'privacy']));
    });
  });
}

test.describe('in Kiswahili', () => {
  test.use({ locale: 'sw-KE' });

  test('a flow fetches its texts when it starts, its first message speaks Kiswahili, and so does it after a reload', async ({
    page,
    request,
  }) => {
    await signInNewUser(page, request, 'Wanjiru');
    const requested = textsRequested(page);
    const chat = new ChatPage(page);
    await page.goto('/');
    await expect(page.getByText(/^Habari Wanjiru!/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested).not.toContain('sw/weather');

    await chat.choose('Hali ya hewa');
    await chat.expectAssistantSays('Hali ya hewa ya wapi?');
    expect(requested).toEqual(expect.arrayContaining(['sw/weather', 'sw/calendar', 'sw/places']));
    expect(requested.filter((text) => !text.startsWith('sw/'))).toEqual([]);

    // The kept transcript holds the weather's question: its texts come once the page is drawn.
    await page.reload();
    await expect(chat.assistantMessages().filter({ hasText: 'Hali ya hewa ya wapi?' })).toHaveCount(1);
    await expect(page.getByText(/weather:|ask_place/)).toHaveCount(0);
  });

  test('a flow started offline after a first visit still gets its texts', async ({
    page,
    request,
    context,
  }) => {
    await signInNewUser(page, request, 'Wanjiru');
    const chat = new ChatPage(page);
    await page.goto('/');
    await expect(page.getByText(/^Habari Wanjiru!/)).toBeVisible();
    await untilServiceWorkerReady(page);
    await page.reload();
    await expect(page.getByText(/^Habari Wanjiru!/)).toBeVisible();

    await context.setOffline(true);
    await chat.choose('Wakati wa kupanda');
    await chat.expectAssistantSays('Zao gani? Gusa moja, au andika jina lake.');
    await expect(page.getByText(/calendar:|ask_crop/)).toHaveCount(0);
  });
});
