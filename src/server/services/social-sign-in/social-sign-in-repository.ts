import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { socialIdentities, socialSignIns } from '../../db/schema.ts';

export type SocialSignInRow = typeof socialSignIns.$inferSelect;

export async function insertSignIn(db: Db, values: typeof socialSignIns.$inferInsert): Promise<void> {
  await db.insert(socialSignIns).values(values);
}

/**
 * Takes the sign-in this `state` started, if it has not ended: it is deleted as it is read, so a
 * `state` works once, whatever the provider answers.
 */
export async function takeSignInByState(db: Db, stateHash: string, now: Date) {
  const [row] = await db.delete(socialSignIns).where(eq(socialSignIns.stateHash, stateHash)).returning();
  return row && row.expiresAt > now && row.ticketHash === null ? row : undefined;
}

export async function signInByTicket(db: Db, ticketHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(socialSignIns)
    .where(and(eq(socialSignIns.ticketHash, ticketHash), gt(socialSignIns.expiresAt, now)));
  return row;
}

/** Ends a sign-in; false when another request ended it first. */
export async function deleteSignIn(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(socialSignIns)
    .where(eq(socialSignIns.id, id))
    .returning({ id: socialSignIns.id });
  return rows.length > 0;
}

export async function deleteSignInsExpiredBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(socialSignIns)
    .where(lt(socialSignIns.expiresAt, before))
    .returning({ id: socialSignIns.id });
  return rows.length;
}

export async function identityOf(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
  return row;
}

/** Links a provider account to ours; false when it was linked meanwhile. */
export async function insertIdentityUnlessLinked(
  db: Db,
  values: typeof socialIdentities.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(socialIdentities)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: socialIdentities.id });
  return rows.length > 0;
}
