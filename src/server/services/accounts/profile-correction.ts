import type { output } from 'zod';
import type { ConfirmedField, ProfileUpdated, profileUpdateSchema } from '../../../contract/data-rights.ts';
import { ACCOUNT_INCOMPLETE } from '../../../contract/account-incomplete.ts';
import { ApiError, FieldErrors } from '../../errors/api-error.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { otherUserHolds, updateUser } from './account-repository.ts';
import { markCodeUsed } from './code-repository.ts';
import { checkContactCode, sendContactCode, takeCodeQuota } from './contact-codes.ts';
import { followAccountName, followAccountNumber } from '../farms/own-farmer-record.ts';
import { takeTypedNumberText, type TypedNumberTexts } from '../outbox/typed-number-texts.ts';
import { toProfile, type UserRow } from './user-profile.ts';

const column = { phone_number: 'phoneNumber', email: 'email' } as const;
const takenError = { phone_number: 'phone_taken', email: 'email_taken' } as const;

async function assertFree(deps: AccountsDeps, user: UserRow, field: ConfirmedField, value: string) {
  if (await otherUserHolds(deps.db, column[field], value, user.id))
    throw new FieldErrors({ [field]: [takenError[field]] });
}

/** Names change at once; a new phone number or e-mail gets a code at that address and waits for it. */
export async function correctProfile(
  deps: AccountsDeps,
  texts: TypedNumberTexts,
  user: UserRow,
  change: output<typeof profileUpdateSchema>,
  language: string,
): Promise<ProfileUpdated> {
  // A number without a password would leave a Community-only account half complete.
  if (change.phone_number !== undefined && user.passwordHash === null)
    throw new ApiError(409, ACCOUNT_INCOMPLETE);
  const pending: ConfirmedField[] = [];
  const wanted = (['phone_number', 'email'] as const).filter(
    (field) =>
      change[field] !== undefined && change[field] !== (field === 'email' ? user.email : user.phoneNumber),
  );
  // Each lookup is counted first: "already has an account" tells whether a stranger's number or e-mail
  // is registered, so it may be answered only as often as a code would be sent.
  for (const field of wanted) {
    await takeCodeQuota(texts.throttle, 'contact-change', user.id);
    await assertFree(deps, user, field, change[field]!);
  }
  // A new number is anyone's until its code comes back: many accounts must not text one stranger.
  if (change.phone_number !== undefined && wanted.includes('phone_number'))
    await takeTypedNumberText(texts, change.phone_number);
  for (const field of wanted) {
    await sendContactCode(deps, user.id, field, change[field]!, {
      channel: field === 'email' ? 'email' : 'sms',
      template: 'contact_change_code',
      language,
    });
    pending.push(field);
  }
  let current = user;
  if (change.first_name !== undefined || change.last_name !== undefined) {
    const firstName = change.first_name ?? user.firstName;
    const lastName = change.last_name ?? user.lastName;
    current = await deps.db.transaction(async (tx) => {
      const row = await updateUser(tx, user.id, { firstName, lastName, updatedAt: deps.clock() });
      await followAccountName(tx, user.id, firstName, lastName);
      return row;
    });
  }
  return { ...toProfile(current), pending };
}

/** Applies the waiting change once its code is given; a few wrong tries end the code, like a reset code. */
export async function confirmContactChange(
  deps: AccountsDeps,
  user: UserRow,
  field: ConfirmedField,
  code: string,
): Promise<ProfileUpdated> {
  const latest = await checkContactCode(deps, user.id, field, code);
  await assertFree(deps, user, field, latest.newValue);
  const now = deps.clock();
  const updated = await deps.db.transaction(async (tx) => {
    await markCodeUsed(tx, 'contact', latest.id, now);
    const row = await updateUser(tx, user.id, { [column[field]]: latest.newValue, updatedAt: now });
    if (field === 'phone_number') await followAccountNumber(tx, user.id, latest.newValue);
    return row;
  });
  return { ...toProfile(updated), pending: [] };
}
