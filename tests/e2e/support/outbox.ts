/** Where the e2e server mirrors its message outbox (set by playwright.config.ts), so tests can read the SMS a user would get. */
export const outboxFile = process.env.E2E_OUTBOX_FILE ?? '';
