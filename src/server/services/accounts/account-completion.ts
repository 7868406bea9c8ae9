import type { output } from 'zod';
import {
  ACCOUNT_ALREADY_COMPLETE,
  type completeAccountRequestSchema,
} from '../../../contract/account-completion.ts';
import type { UserProfile } from '../../../contract/session.ts';
import { ApiError, FieldErrors } from '../../errors/api-error.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { completeUnlessTaken, otherUserHolds } from './account-repository.ts';
import { isCommonPassword } from './passwords.ts';
import { toProfile, type UserRow } from './user-profile.ts';

type Completion = output<typeof completeAccountRequestSchema>;

/**
 * Turns a Community-only account (social sign-in) into a full one, checked as registration checks the
 * same answers: a common password, then a number another account holds, refused with the same words.
 * Like registration, the number is not confirmed by a code.
 */
export async function completeAccount(
  deps: AccountsDeps,
  user: UserRow,
  request: Completion,
): Promise<UserProfile> {
  if (user.passwordHash !== null) throw new ApiError(409, ACCOUNT_ALREADY_COMPLETE);
  if (await isCommonPassword(request.password)) throw new FieldErrors({ password: ['password_too_common'] });
  // Registration refuses a minor's own number as the guardian's; the guardian's as one's own is the same mistake.
  if (!user.isAdult && user.guardianPhoneNumber === request.phone_number)
    throw new FieldErrors({ phone_number: ['guardian_phone_same'] });
  if (await otherUserHolds(deps.db, 'phoneNumber', request.phone_number, user.id))
    throw new FieldErrors({ phone_number: ['phone_taken'] });

  const completed = await completeUnlessTaken(deps.db, user.id, {
    firstName: request.first_name,
    lastName: request.last_name,
    phoneNumber: request.phone_number,
    passwordHash: await deps.hasher.hash(request.password),
    updatedAt: deps.clock(),
  });
  // Another account took the number, or another request completed this one, since the checks above.
  if (completed === 'taken') throw new FieldErrors({ phone_number: ['phone_taken'] });
  if (!completed) throw new ApiError(409, ACCOUNT_ALREADY_COMPLETE);
  return toProfile(completed);
}
