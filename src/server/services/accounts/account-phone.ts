import { ACCOUNT_INCOMPLETE } from '../../../contract/account-incomplete.ts';
import { ApiError } from '../../errors/api-error.ts';

/** The account's phone number; a Community-only account has none, so what needs it is refused (409). */
export function phoneOf(user: { phoneNumber: string | null }): string {
  if (user.phoneNumber === null) throw new ApiError(409, ACCOUNT_INCOMPLETE);
  return user.phoneNumber;
}
