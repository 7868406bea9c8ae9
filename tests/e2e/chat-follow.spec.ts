import type { Page } from '@playwright/test';
import { ChatPage } from './pages/chat-page.ts';
import { expect, test } from './support/fixtures.ts';

// The phone the issue was walked on.
test.use({ viewport: { width: 360, height: 740 } });

/** The part of each bubble the reader can see (inside the transcript) that the jump button covers. */
function coveredBubbles(page: Page) {
  return page.evaluate(() => {
    const button = document.querySelector('[data-testid="jump-to-latest"]')?.getBoundingClientRect();
    const scroller = document.querySelector('.chat__scroller')?.getBoundingClientRect();
    if (!button || !scroller) throw new Error('no jump button or transcript');
    return Array.from(document.querySelectorAll('.bubble'))
      .map((bubble) => bubble.getBoundingClientRect())
      .filter((box) => {
        const top = Math.max(box.top, scroller.top);
        const bottom = Math.min(box.bottom, scroller.bottom);
        return (
          top < bottom &&
          top < button.bottom &&
          bottom > button.top &&
          box.left < button.right &&
          box.right > button.left
        );
      }).length;
  });
}

test('an answer comes into view after sending, and the jump button never covers a message', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  await page.goto('/auth?lang=en');
  await page.getByTestId('cookie-consent').getByRole('button').first().click();

  // Enough exchanges that the transcript is several screens long.
  for (let turn = 1; turn <= 6; turn += 1) {
    await chat.answer(`hello ${turn}`);
    await expect(chat.assistantMessages()).toHaveCount(turn + 1);
    await expect(chat.lastAssistant()).toBeInViewport();
  }
  await expect(page.getByTestId('jump-to-latest')).toBeHidden();

  // The reader scrolls up to read: a round button offers the way back, beside the text, not over it.
  const transcriptHeight = (await page.locator('.chat__scroller').boundingBox())!.height;
  await page.locator('.chat__scroller').evaluate((scroller) => scroller.scrollTo({ top: 0 }));
  const jump = page.getByTestId('jump-to-latest');
  await expect(jump).toBeVisible();
  // Nor does it take a strip of the transcript: a button at its last line stays where the finger is.
  expect((await page.locator('.chat__scroller').boundingBox())!.height).toBe(transcriptHeight);
  await expect(chat.lastAssistant()).not.toBeInViewport();
  const box = await jump.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(48);
  expect(box?.height).toBeGreaterThanOrEqual(48);
  expect(await coveredBubbles(page)).toBe(0);

  // Sending from up there brings the answer into view.
  await chat.answer('hello again');
  await expect(chat.assistantMessages()).toHaveCount(8);
  await expect(chat.lastAssistant()).toBeInViewport();
  await expect(jump).toBeHidden();

  // The button itself takes the reader back down.
  await page.locator('.chat__scroller').evaluate((scroller) => scroller.scrollTo({ top: 0 }));
  await jump.click();
  await expect(chat.lastAssistant()).toBeInViewport();
  await expect(jump).toBeHidden();
});
