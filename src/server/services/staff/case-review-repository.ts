import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { REVIEW_MESSAGE_GRACE_MINUTES, type CaseReview } from '../../../contract/case-review.ts';
import type { Db } from '../../db/database.ts';
import { callbackRequests, caseReviews } from '../../db/schema.ts';
import { executorFor, type SqlExecutor } from '../../db/transaction-sql.ts';
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
 * counts the case, and queues the outbreak alert's threshold check, in the same transaction. The farmer's message is not written here: it waits
 * {@link REVIEW_MESSAGE_GRACE_MINUTES} for second thoughts (see review-message.ts), and nothing waits
 * when the farmer was already told this label, or has no chat to be told in.
 */
export async function saveReview(
  db: Db,
  booking: typeof callbackRequests.$inferSelect,
  review: Omit<typeof caseReviews.$inferInsert, 'messageDueAt' | 'toldLabel'>,
  queueAlertDrafting: (tx: SqlExecutor) => Promise<void>,
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
    await queueAlertDrafting(executorFor(tx));
    return row!;
  });
}

/** Reviews whose farmer message is due by `now` (or, for a resolved booking, due at all). */
const waitingReviews = (now: Date | null) =>
  and(isNotNull(caseReviews.messageDueAt), now ? lte(caseReviews.messageDueAt, now) : undefined);

/**
 * Reviews with their bookings whose message waits: of one booking (due at all), or of one farmer's
 * bookings (due by `now`).
 */
export function reviewsWaitingToBeTold(db: Db, scope: { booking: string } | { user: string }, now: Date) {
  return db
    .select({ review: caseReviews, booking: callbackRequests })
    .from(caseReviews)
    .innerJoin(callbackRequests, eq(callbackRequests.id, caseReviews.callbackId))
    .where(
      'booking' in scope
        ? and(eq(caseReviews.callbackId, scope.booking), waitingReviews(null))
        : and(eq(callbackRequests.userId, scope.user), waitingReviews(now)),
    );
}

/**
 * Marks a waiting review told with its label, if its message still waits; answers whether this call
 * took it (another sender may have got there first).
 */
export async function takeWaitingReview(db: Db, reviewId: string, label: string): Promise<boolean> {
  const [taken] = await db
    .update(caseReviews)
    .set({ messageDueAt: null, toldLabel: label })
    .where(and(eq(caseReviews.id, reviewId), waitingReviews(null)))
    .returning({ id: caseReviews.id });
  return taken !== undefined;
}
