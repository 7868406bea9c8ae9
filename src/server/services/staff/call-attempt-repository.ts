import { and, asc, eq } from 'drizzle-orm';
import { MAX_UNANSWERED_CALLS, type CallAttempt, type STAFF_OUTCOMES } from '../../../contract/staff.ts';
import type { Db } from '../../db/database.ts';
import { callAttempts, callbackRequests } from '../../db/schema.ts';
import type { CallbackRow } from '../callbacks/callback-view.ts';

/** A farmer who did not pick up is often in the field: the next try is suggested a couple of hours on. */
export const NEXT_ATTEMPT_AFTER_MINUTES = 120;

export async function attemptsOf(db: Db, callbackId: string): Promise<CallAttempt[]> {
  const rows = await db
    .select()
    .from(callAttempts)
    .where(eq(callAttempts.callbackId, callbackId))
    .orderBy(asc(callAttempts.createdAt));
  return rows.map((row) => ({
    outcome: row.outcome,
    author: row.authorName,
    created_at: row.createdAt.toISOString(),
  }));
}

/**
 * Sets a booking's outcome. "Called" and "No answer" are attempts, kept with who made them; an
 * unanswered call keeps the booking to do with the next try suggested, until the
 * {@link MAX_UNANSWERED_CALLS}th closes it (`closed`: the caller then tells the farmer).
 */
export async function recordOutcome(
  db: Db,
  booking: CallbackRow,
  status: (typeof STAFF_OUTCOMES)[number],
  author: { authorId: string; authorName: string },
  now: Date,
): Promise<{ row: CallbackRow; closed: boolean }> {
  return db.transaction(async (tx) => {
    if (status === 'called' || status === 'no_answer') {
      await tx
        .insert(callAttempts)
        .values({ callbackId: booking.id, outcome: status, ...author, createdAt: now });
    }
    const unanswered =
      status === 'no_answer'
        ? await tx.$count(
            callAttempts,
            and(eq(callAttempts.callbackId, booking.id), eq(callAttempts.outcome, 'no_answer')),
          )
        : 0;
    const closed = unanswered >= MAX_UNANSWERED_CALLS;
    const nextAttemptAt =
      status === 'no_answer' && !closed
        ? new Date(now.getTime() + NEXT_ATTEMPT_AFTER_MINUTES * 60_000)
        : null;
    const [row] = await tx
      .update(callbackRequests)
      .set({ status, nextAttemptAt, updatedAt: now })
      .where(eq(callbackRequests.id, booking.id))
      .returning();
    return { row: row!, closed };
  });
}
