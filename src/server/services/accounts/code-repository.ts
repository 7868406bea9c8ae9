import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { contactChanges, passwordResetCodes } from '../../db/schema.ts';

/** The one-time codes sent by SMS or e-mail: password reset codes, and codes proving a new contact. */
const tables = { reset: passwordResetCodes, contact: contactChanges } as const;
export type CodeKind = keyof typeof tables;

/**
 * Counts one try of the code in one statement, while it is unused and has fewer than `triesAllowed`;
 * answers whether a try was left.
 */
export async function takeTryUnder(
  db: Db,
  kind: CodeKind,
  id: string,
  triesAllowed: number,
): Promise<boolean> {
  const table = tables[kind];
  const taken = await db
    .update(table)
    .set({ failedAttempts: sql`${table.failedAttempts} + 1` })
    .where(and(eq(table.id, id), isNull(table.usedAt), lt(table.failedAttempts, triesAllowed)))
    .returning({ id: table.id });
  return taken.length > 0;
}

export async function markCodeUsed(db: Db, kind: CodeKind, id: string, at: Date): Promise<void> {
  const table = tables[kind];
  await db.update(table).set({ usedAt: at }).where(eq(table.id, id));
}

/** Marks every unused reset code of the account used, so only a newer one works. */
export async function retireResetCodesOf(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(passwordResetCodes)
    .set({ usedAt: at })
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
}

export async function insertResetCode(db: Db, code: typeof passwordResetCodes.$inferInsert): Promise<void> {
  await db.insert(passwordResetCodes).values(code);
}

/** The account's newest unused reset code, expired or not. */
export async function latestUnusedResetCode(db: Db, userId: string) {
  const [latest] = await db
    .select()
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  return latest;
}

type ContactField = (typeof contactChanges.$inferSelect)['field'];

/** Marks every unused contact code of the account for this purpose used, so only a newer one works. */
export async function retireContactCodesOf(
  db: Db,
  userId: string,
  field: ContactField,
  at: Date,
): Promise<void> {
  await db
    .update(contactChanges)
    .set({ usedAt: at })
    .where(
      and(eq(contactChanges.userId, userId), eq(contactChanges.field, field), isNull(contactChanges.usedAt)),
    );
}

/** Marks every unused contact code of the account used, whatever it was to prove. */
export async function retireAllContactCodesOf(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(contactChanges)
    .set({ usedAt: at })
    .where(and(eq(contactChanges.userId, userId), isNull(contactChanges.usedAt)));
}

export async function insertContactChange(db: Db, change: typeof contactChanges.$inferInsert): Promise<void> {
  await db.insert(contactChanges).values(change);
}

/** The account's newest unused contact code for this purpose, expired or not. */
export async function latestUnusedContactChange(db: Db, userId: string, field: ContactField) {
  const [latest] = await db
    .select()
    .from(contactChanges)
    .where(
      and(eq(contactChanges.userId, userId), eq(contactChanges.field, field), isNull(contactChanges.usedAt)),
    )
    .orderBy(desc(contactChanges.createdAt))
    .limit(1);
  return latest;
}
