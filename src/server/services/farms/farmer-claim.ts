import { phoneOf } from '../accounts/account-phone.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AccountsDeps } from '../accounts/accounts-deps.ts';
import { markCodeUsed } from '../accounts/code-repository.ts';
import { checkContactCode, sendContactCode, takeCodeQuota } from '../accounts/contact-codes.ts';
import type { UserRow } from '../accounts/user-profile.ts';
import { takeTypedNumberText, type TypedNumberTexts } from '../outbox/typed-number-texts.ts';
import { claimFarmer } from './farmer-repository.ts';
import { claimableFarmer } from './own-farmer-record.ts';

const PURPOSE = 'farmer_claim' as const;

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
  const phone = phoneOf(user);
  if (!(await claimableFarmer(deps.db, user.id, phone))) throw nothingToClaim();
  await takeCodeQuota(texts.throttle, 'farmer-claim', user.id);
  await takeTypedNumberText(texts, phone);
  await sendContactCode(deps, user.id, PURPOSE, phone, {
    channel: 'sms',
    template: 'farmer_claim_code',
    language,
  });
  return { status: 'code_sent' as const };
}

/** The right code makes the waiting record the account's; a few wrong tries end the code. */
export async function confirmClaim(deps: AccountsDeps, user: UserRow, code: string) {
  const phone = phoneOf(user);
  // A code sent before the account moved to another number proves nothing about this one.
  const latest = await checkContactCode(deps, user.id, PURPOSE, code, (change) => change.newValue === phone);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await markCodeUsed(tx, 'contact', latest.id, now);
    const waiting = await claimableFarmer(tx, user.id, phone);
    if (!waiting) throw nothingToClaim();
    const claimed = await claimFarmer(tx, waiting.id, user.id, now);
    if (!claimed) throw nothingToClaim();
    return claimed;
  });
}
