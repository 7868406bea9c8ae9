import { eq } from 'drizzle-orm';
import type { UserProfile } from '../../../contract/session.ts';
import { toKenyanE164 } from '../../../contract/phone-number.ts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';

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

/** A username is an e-mail address or a Kenyan phone number in any common form. */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  const trimmed = username.trim();
  if (trimmed.includes('@')) {
    const [user] = await db.select().from(users).where(eq(users.email, trimmed.toLowerCase()));
    return user ?? null;
  }
  const phone = toKenyanE164(trimmed);
  if (!phone) return null;
  const [user] = await db.select().from(users).where(eq(users.phoneNumber, phone));
  return user ?? null;
}
