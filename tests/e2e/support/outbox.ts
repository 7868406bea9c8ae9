import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

/** Where the e2e server mirrors its message outbox (set by playwright.config.ts), so tests can read the SMS a user would get. */
export const outboxFile = process.env.E2E_OUTBOX_FILE ?? '';

/** Every message the outbox has sent so far, oldest first; none before the first. */
export function sentMessages(): { recipient: string; body: string; template: string }[] {
  if (!existsSync(outboxFile)) return [];
  return readFileSync(outboxFile, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

const codeIn = (phoneE164: string) =>
  sentMessages()
    .reverse()
    .find((message) => message.recipient === phoneE164)
    ?.body.match(/\b(\d{6})\b/)?.[1];

/**
 * The newest six-digit code texted to a number. The outbox sends in the background, a moment after
 * the chat says the code is on its way, as a phone gets its SMS: the test waits for it the same way.
 */
export async function latestCode(phoneE164: string): Promise<string> {
  await expect.poll(() => codeIn(phoneE164), { message: `a code sent to ${phoneE164}` }).toBeTruthy();
  return codeIn(phoneE164)!;
}
