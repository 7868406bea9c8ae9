import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accountActions } from '../../db/schema.ts';

/** An admin's decisions about the account (suspend, reinstate, terminate), newest first. */
export function decisionsAbout(db: Db, userId: string) {
  return db
    .select()
    .from(accountActions)
    .where(eq(accountActions.subjectId, userId))
    .orderBy(desc(accountActions.createdAt));
}

export async function recordDecision(db: Db, decision: typeof accountActions.$inferInsert): Promise<void> {
  await db.insert(accountActions).values(decision);
}
