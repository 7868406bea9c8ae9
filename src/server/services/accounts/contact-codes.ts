import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { RESET_CODE_LENGTH } from '../../../contract/accounts.ts';
import type { contactChanges } from '../../db/schema.ts';
import { ApiError } from '../../errors/api-error.ts';
import { messageTemplate } from '../outbox/message-templates.ts';
import type { OutboxMessage } from '../outbox/outbox-writer.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { takeCodeTry } from './code-tries.ts';
import { insertContactChange, latestUnusedContactChange, retireContactCodesOf } from './code-repository.ts';
import type { Throttle } from './throttle.ts';

/** How long a code sent by SMS or e-mail works. */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;

/** Codes sent per account, purpose and hour: enough for a typo, too few to spam someone. */
export const CODES_PER_HOUR = 3;

/** And per day: three an hour, all day long, would still be 72 texts or e-mails to one person. */
export const CODES_PER_DAY = 6;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A fresh 6-digit code for a text message; kept only as its HMAC (`codeHash`). */
export const newCode = () => String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');

/** Bound to the account and the purpose, so a code sent for one never works for another. */
export const codeHash = (secret: string, userId: string, purpose: string, code: string) =>
  createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest('hex');

/**
 * Counts one of the account's codes for this purpose (`allowance` names it): whether the hour and the
 * day still had room for it. For callers that must not say so (a password reset reveals nothing).
 */
export async function hasCodeQuota(throttle: Throttle, allowance: string, userId: string) {
  const hourly = await throttle.hit(`${allowance}:${userId}`, CODES_PER_HOUR, HOUR_MS);
  if (!hourly.allowed) return false;
  return (await throttle.hit(`${allowance}-day:${userId}`, CODES_PER_DAY, DAY_MS)).allowed;
}

/**
 * One of the account's codes for this hour and day and purpose (`allowance` names it): 429 with the
 * wait for the hour; for the day, 409 `codes_used_today` ("try again in 80,000 seconds" helps nobody).
 */
export async function takeCodeQuota(throttle: Throttle, allowance: string, userId: string) {
  await throttle.take(`${allowance}:${userId}`, CODES_PER_HOUR, HOUR_MS);
  const daily = await throttle.hit(`${allowance}-day:${userId}`, CODES_PER_DAY, DAY_MS);
  if (!daily.allowed) throw new ApiError(409, 'codes_used_today');
}

type ContactChange = typeof contactChanges.$inferSelect;
/** What a code proves: a new number or e-mail, or the account's own number for a waiting farmer record. */
type CodePurpose = ContactChange['field'];
type Delivery = Pick<OutboxMessage, 'channel' | 'template' | 'language'>;

/**
 * Sends a code that proves `value` (a new number, an e-mail, the account's own number) for `purpose`.
 * Only the newest code works: an older one arriving late must not reopen the guessing.
 */
export async function sendContactCode(
  deps: AccountsDeps,
  userId: string,
  purpose: CodePurpose,
  value: string,
  delivery: Delivery,
) {
  const code = newCode();
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await retireContactCodesOf(tx, userId, purpose, now);
    await insertContactChange(tx, {
      userId,
      field: purpose,
      newValue: value,
      codeHash: codeHash(deps.secret, userId, purpose, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
    });
  });
  await deps.outbox.enqueue({
    ...delivery,
    recipient: value,
    body: messageTemplate(delivery.language, delivery.template, { code, minutes: CODE_LIFETIME_MS / 60_000 }),
  });
}

/**
 * The waiting change the code proves, or 400 `contact_code_invalid`: no code, an expired one, one the
 * caller no longer accepts (`stillApplies`), or a wrong one. Each comparison takes one of the code's tries.
 * The caller marks the change used when it applies it.
 */
export async function checkContactCode(
  deps: AccountsDeps,
  userId: string,
  purpose: CodePurpose,
  code: string,
  stillApplies: (change: ContactChange) => boolean = () => true,
): Promise<ContactChange> {
  const invalid = new ApiError(400, 'contact_code_invalid');
  const latest = await latestUnusedContactChange(deps.db, userId, purpose);
  if (!latest || latest.expiresAt <= deps.clock() || !stillApplies(latest)) throw invalid;
  if (!(await takeCodeTry(deps.db, 'contact', latest.id))) throw invalid;
  const given = Buffer.from(codeHash(deps.secret, userId, purpose, code));
  if (!timingSafeEqual(given, Buffer.from(latest.codeHash))) throw invalid;
  return latest;
}
