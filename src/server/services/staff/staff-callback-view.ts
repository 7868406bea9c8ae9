import { and, asc, eq } from 'drizzle-orm';
import type { StaffCallback } from '../../../contract/staff.ts';
import type { Db } from '../../db/database.ts';
import { farmerMessages, staffNotes } from '../../db/schema.ts';
import { toCallback, type CallbackRow } from '../callbacks/callback-view.ts';
import { reviewOf, toCaseReview } from './case-review-repository.ts';

const toNote = (row: { id: string; authorName: string; body: string; createdAt: Date }) => ({
  id: row.id,
  author: row.authorName,
  body: row.body,
  created_at: row.createdAt.toISOString(),
});

/** One booking as staff open it: the booking and its case, staff notes, the answers sent and the review. */
export async function staffCallbackView(
  db: Db,
  row: CallbackRow,
  slotMinutes: number,
): Promise<StaffCallback> {
  const notes = await db
    .select()
    .from(staffNotes)
    .where(and(eq(staffNotes.subjectKind, 'callback'), eq(staffNotes.subjectId, row.id)))
    .orderBy(asc(staffNotes.createdAt));
  const answers = await db
    .select()
    .from(farmerMessages)
    .where(eq(farmerMessages.callbackId, row.id))
    .orderBy(asc(farmerMessages.createdAt));
  const review = await reviewOf(db, row.id);
  return {
    ...toCallback(row, slotMinutes),
    notes: notes.map(toNote),
    // Reviews reach the chat as their own message, not as a typed answer.
    answers: answers.filter((answer) => answer.label === null).map(toNote),
    review: review ? toCaseReview(review) : null,
  };
}
