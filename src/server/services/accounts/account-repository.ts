import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';

/** The account with exactly this phone number (E.164), or undefined. */
export async function userByPhone(db: Db, phone: string) {
  const [user] = await db.select().from(users).where(eq(users.phoneNumber, phone));
  return user;
}

export async function userById(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}
