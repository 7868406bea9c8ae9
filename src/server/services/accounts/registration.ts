import type { output } from 'zod';
import type { registerRequestSchema } from '../../../contract/accounts.ts';
import type { UserProfile } from '../../../contract/session.ts';
import { FieldErrors } from '../../errors/api-error.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { ageColumns } from './age-columns.ts';
import { insertUserUnlessTaken, usersHoldingPhoneOrEmail } from './account-repository.ts';
import { isCommonPassword } from './passwords.ts';
import { toProfile } from './user-profile.ts';

type Registration = output<typeof registerRequestSchema>;

/** Creates an account; a minor's guardian consent is stored with its time (SPEC §5). */
export async function registerUser(deps: AccountsDeps, request: Registration): Promise<UserProfile> {
  if (await isCommonPassword(request.password)) throw new FieldErrors({ password: ['password_too_common'] });
  const taken = await usersHoldingPhoneOrEmail(deps.db, request.phone_number, request.email);
  const fields: Record<string, string[]> = {};
  if (taken.some((row) => row.phone === request.phone_number)) fields.phone_number = ['phone_taken'];
  if (request.email && taken.some((row) => row.email === request.email)) fields.email = ['email_taken'];
  if (Object.keys(fields).length) throw new FieldErrors(fields);

  const now = deps.clock();
  const user = await insertUserUnlessTaken(deps.db, {
    firstName: request.first_name,
    lastName: request.last_name,
    phoneNumber: request.phone_number,
    email: request.email,
    passwordHash: await deps.hasher.hash(request.password),
    ...ageColumns(request, now),
    createdAt: now,
    updatedAt: now,
  });
  // A registration racing this one for the same phone or e-mail won the insert.
  if (!user) throw new FieldErrors({ phone_number: ['phone_taken'] });
  return toProfile(user);
}
