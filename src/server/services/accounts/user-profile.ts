import type { UserProfile } from '../../../contract/session.ts';
import { toKenyanE164 } from '../../../contract/phone-number.ts';
import type { Db } from '../../db/database.ts';
import type { users } from '../../db/schema.ts';
import { userByEmail, userByPhone } from './account-repository.ts';

export type UserRow = typeof users.$inferSelect;

export function toProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone_number: user.phoneNumber,
  };
}

/**
 * One spelling per account name: an e-mail in lower case, a phone number in E.164, so `0712 345 678`,
 * `+254712345678` and `254-712-345-678` count as the same name (for lockouts of unknown accounts).
 */
export function canonicalUsername(username: string): string {
  const trimmed = username.trim().toLowerCase();
  return trimmed.includes('@') ? trimmed : (toKenyanE164(trimmed) ?? trimmed);
}

/** A username is an e-mail address or a Kenyan phone number in any common form. */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  const trimmed = username.trim();
  if (trimmed.includes('@')) {
    return (await userByEmail(db, trimmed.toLowerCase())) ?? null;
  }
  const phone = toKenyanE164(trimmed);
  if (!phone) return null;
  return (await userByPhone(db, phone)) ?? null;
}
