import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/** The account with exactly this phone number (E.164), or undefined. */
export async function userByPhone(db: Db, phone: string) {
  const [user] = await db.select().from(users).where(eq(users.phoneNumber, phone));
  return user;
}

export async function userById(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** The account with exactly this e-mail (lower-cased, as stored), or undefined. */
export async function userByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/** Accounts holding this phone number or (when given) this e-mail. */
export function usersHoldingPhoneOrEmail(db: Db, phone: string, email: string | undefined | null) {
  return db
    .select({ phone: users.phoneNumber, email: users.email })
    .from(users)
    .where(email ? or(eq(users.phoneNumber, phone), eq(users.email, email)) : eq(users.phoneNumber, phone));
}

/** Whether an account other than `userId` holds this phone number or e-mail. */
export async function otherUserHolds(
  db: Db,
  field: 'phoneNumber' | 'email',
  value: string,
  userId: string,
): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users[field], value), ne(users.id, userId)));
  return other !== undefined;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<void> {
  await db.insert(users).values(values);
}

/** Stores a new account; undefined when another took its phone number or e-mail first. */
export async function insertUserUnlessTaken(db: Db, values: typeof users.$inferInsert) {
  const [user] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return user;
}

/** Changes an account and answers it as stored. */
export async function updateUser(db: Db, id: string, changes: Partial<typeof users.$inferInsert>) {
  const [user] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return user!;
}

/**
 * Gives a Community-only account its phone number and password (and names): the row as stored, `taken`
 * when another account holds the number by now, undefined when the account was completed meanwhile.
 */
export async function completeUnlessTaken(
  db: Db,
  id: string,
  changes: Pick<
    typeof users.$inferInsert,
    'firstName' | 'lastName' | 'phoneNumber' | 'passwordHash' | 'updatedAt'
  >,
) {
  try {
    const [user] = await db
      .update(users)
      .set(changes)
      .where(and(eq(users.id, id), isNull(users.passwordHash)))
      .returning();
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken' as const;
    throw error;
  }
}
