import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { contactChanges, farmers } from '../../db/schema.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AccountsDeps } from '../accounts/accounts-deps.ts';
import { takeCodeTry } from '../accounts/code-tries.ts';
import { CODE_LIFETIME_MS } from '../accounts/password-reset.ts';
import { CODES_PER_HOUR } from '../accounts/profile-correction.ts';
import { codeHash, newCode } from '../accounts/sms-code.ts';
import type { UserRow } from '../accounts/user-profile.ts';
import { messageTemplate } from '../outbox/message-templates.ts';
import { takeTypedNumberText, type TypedNumberTexts } from '../outbox/typed-number-texts.ts';
import { claimableFarmer } from './farm-access.ts';

const PURPOSE = 'farmer_claim';

/** Nothing waits for this account: the same answer whether it has its own record or none is waiting. */
const nothingToClaim = () => new ApiError(404, 'farmer_claim_none');

/**
 * Texts a code to the account's own number, with the limits of a new number's code: a few an hour per
 * account, and the number's share of texts a day, since registering proves nothing about the number.
 */
export async function sendClaimCode(
  deps: AccountsDeps,
  texts: TypedNumberTexts,
  user: UserRow,
  language: string,
) {
  if (!(await claimableFarmer(deps.db, user.id, user.phoneNumber))) throw nothingToClaim();
  const quota = await texts.throttle.hit(`farmer-claim:${user.id}`, CODES_PER_HOUR, 60 * 60 * 1000);
  if (!quota.allowed)
    throw new ApiError(
      429,
      'rate_limited',
      { seconds: quota.retryAfterSeconds },
      { 'retry-after': String(quota.retryAfterSeconds) },
    );
  await takeTypedNumberText(texts, user.phoneNumber);
  const code = newCode();
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    // Only the newest code works: an older SMS arriving late must not reopen the guessing.
    await tx
      .update(contactChanges)
      .set({ usedAt: now })
      .where(
        and(
          eq(contactChanges.userId, user.id),
          eq(contactChanges.field, PURPOSE),
          isNull(contactChanges.usedAt),
        ),
      );
    await tx.insert(contactChanges).values({
      userId: user.id,
      field: PURPOSE,
      newValue: user.phoneNumber,
      codeHash: codeHash(deps.secret, user.id, PURPOSE, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
    });
  });
  await deps.outbox.enqueue({
    channel: 'sms',
    recipient: user.phoneNumber,
    language,
    template: 'farmer_claim_code',
    body: messageTemplate(language, 'farmer_claim_code', { code, minutes: CODE_LIFETIME_MS / 60_000 }),
  });
  return { status: 'code_sent' as const };
}

/** The right code makes the waiting record the account's; a few wrong tries end the code. */
export async function confirmClaim(deps: AccountsDeps, user: UserRow, code: string) {
  const invalid = new ApiError(400, 'contact_code_invalid');
  const [latest] = await deps.db
    .select()
    .from(contactChanges)
    .where(
      and(
        eq(contactChanges.userId, user.id),
        eq(contactChanges.field, PURPOSE),
        isNull(contactChanges.usedAt),
      ),
    )
    .orderBy(desc(contactChanges.createdAt))
    .limit(1);
  // A code sent before the account moved to another number proves nothing about this one.
  if (!latest || latest.expiresAt <= deps.clock() || latest.newValue !== user.phoneNumber) throw invalid;
  if (!(await takeCodeTry(deps.db, contactChanges, latest.id))) throw invalid;
  if (
    !timingSafeEqual(Buffer.from(codeHash(deps.secret, user.id, PURPOSE, code)), Buffer.from(latest.codeHash))
  )
    throw invalid;
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await tx.update(contactChanges).set({ usedAt: now }).where(eq(contactChanges.id, latest.id));
    const waiting = await claimableFarmer(tx, user.id, user.phoneNumber);
    if (!waiting) throw nothingToClaim();
    const [claimed] = await tx
      .update(farmers)
      .set({ userId: user.id, updatedAt: now })
      .where(and(eq(farmers.id, waiting.id), isNull(farmers.userId)))
      .returning();
    if (!claimed) throw nothingToClaim();
    return claimed;
  });
}
