import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { contactChanges, passwordResetCodes } from '../../db/schema.ts';

/** A few tries end a code sent by SMS or e-mail (a reset code, a new contact's code). */
export const WRONG_TRIES_PER_CODE = 5;

type CodeTable = typeof passwordResetCodes | typeof contactChanges;

/**
 * Takes one of a code's tries before the code is compared, in one statement, and answers whether one
 * was left (`failed_attempts` counts them; the right code is used up at once, so its own try never
 * matters). Read first and written back after the comparison, guesses sent at once all read the same
 * count, and a code meant for five tries took as many as arrived together.
 */
export async function takeCodeTry(db: Db, table: CodeTable, id: string): Promise<boolean> {
  const taken = await db
    .update(table)
    .set({ failedAttempts: sql`${table.failedAttempts} + 1` })
    .where(and(eq(table.id, id), isNull(table.usedAt), lt(table.failedAttempts, WRONG_TRIES_PER_CODE)))
    .returning({ id: table.id });
  return taken.length > 0;
}
