import { eq, inArray } from 'drizzle-orm';
import { outboxMessages, users } from '../../db/schema.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import type { UserRow } from './user-profile.ts';

/**
 * Deleting an account deletes the person (SPEC §4): the profile, every login and token and reset code
 * (they cascade with the user row) and the messages addressed to them. Records that others rely on
 * keep existing without a user, as their foreign keys say.
 */
export async function deleteAccount(deps: AccountsDeps, user: UserRow): Promise<void> {
  const addresses = [user.phoneNumber, ...(user.email ? [user.email] : [])];
  await deps.db.transaction(async (tx) => {
    await tx.delete(outboxMessages).where(inArray(outboxMessages.recipient, addresses));
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
