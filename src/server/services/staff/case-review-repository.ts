import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { REVIEW_MESSAGE_GRACE_MINUTES, type CaseReview } from '../../../contract/case-review.ts';
import type { Db } from '../../db/database.ts';
import type { callbackRequests } from '../../db/schema.ts';
import { caseReviews } from '../../db/schema.ts';
import { recordReviewedCase } from '../outbreaks/outbreak-repository.ts';

type ReviewRow = typeof caseReviews.$inferSelect;

export const toCaseReview = (row: ReviewRow): CaseReview => ({
  decision: row.decision,
  label: row.label,
  model_label: row.modelLabel,
  note: row.note,
  author: row.authorName,
  created_at: row.createdAt.toISOString(),
  message_due_at: row.messageDueAt?.toISOString() ?? null,
  told_label: row.toldLabel,
});

export async function reviewOf(db: Db, callbackId: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(caseReviews).where(eq(caseReviews.callbackId, callbackId));
  return row;
}

/**
 * Keeps the agronomist's review (a later one replaces it: the latest word stands); the outbreak watch
 * counts the case in the same transaction. The farmer's message is not written here: it waits
 * {@link REVIEW_MESSAGE_GRACE_MINUTES} for second thoughts (see review-message.ts), and nothing waits
 * when the farmer was already told this label, or has no chat to be told in.
 */
export async function saveReview(
  db: Db,
  booking: typeof callbackRequests.$inferSelect,
  review: Omit<typeof caseReviews.$inferInsert, 'messageDueAt' | 'toldLabel'>,
): Promise<ReviewRow> {
  return db.transaction(async (tx) => {
    const [earlier] = await tx.select().from(caseReviews).where(eq(caseReviews.callbackId, booking.id));
    const toldAlready = earlier?.toldLabel === review.label;
    const messageDueAt =
      booking.userId && !toldAlready
        ? new Date(review.createdAt.getTime() + REVIEW_MESSAGE_GRACE_MINUTES * 60_000)
        : null;
    const [row] = await tx
      .insert(caseReviews)
      .values({ ...review, messageDueAt })
      .onConflictDoUpdate({
        target: caseReviews.callbackId,
        set: {
          decision: review.decision,
          label: review.label,
          modelLabel: review.modelLabel,
          note: review.note,
          authorId: review.authorId,
          authorName: review.authorName,
          createdAt: review.createdAt,
          messageDueAt,
        },
      })
      .returning();
    await recordReviewedCase(tx, booking, review.label);
    return row!;
  });
}

/** Reviews whose farmer message is due by `now` (or, for a resolved booking, due at all). */
export const waitingReviews = (now: Date | null) =>
  and(isNotNull(caseReviews.messageDueAt), now ? lte(caseReviews.messageDueAt, now) : undefined);
