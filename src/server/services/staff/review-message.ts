import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { callbackRequests, caseReviews, farmerMessages } from '../../db/schema.ts';
import { waitingReviews } from './case-review-repository.ts';

/**
 * Sends the farmer the one message of each waiting review: for a booking just resolved (`booking`, at
 * once), or for a farmer whose chat asks for its messages (`user`, those past their grace). The
 * message is dated when it became due; a review that changed what the farmer was told says that it
 * replaces the earlier answer. Each review is taken in its own transaction, so none is sent twice.
 */
export async function sendWaitingReviews(
  db: Db,
  scope: { booking: string } | { user: string },
  now: Date,
): Promise<void> {
  const where: SQL | undefined =
    'booking' in scope
      ? and(eq(caseReviews.callbackId, scope.booking), waitingReviews(null))
      : and(eq(callbackRequests.userId, scope.user), waitingReviews(now));
  const due = await db
    .select({ review: caseReviews, booking: callbackRequests })
    .from(caseReviews)
    .innerJoin(callbackRequests, eq(callbackRequests.id, caseReviews.callbackId))
    .where(where);
  for (const { review, booking } of due) {
    if (!booking.userId) continue;
    await db.transaction(async (tx) => {
      const [taken] = await tx
        .update(caseReviews)
        .set({ messageDueAt: null, toldLabel: review.label })
        .where(and(eq(caseReviews.id, review.id), waitingReviews(null)))
        .returning();
      if (!taken) return;
      const sentAt = 'booking' in scope && review.messageDueAt! > now ? now : review.messageDueAt!;
      await tx.insert(farmerMessages).values({
        userId: booking.userId,
        callbackId: booking.id,
        phone: booking.phone,
        body: review.note ?? '',
        label: review.label,
        replacesEarlier: review.toldLabel !== null,
        authorId: review.authorId,
        authorName: review.authorName,
        createdAt: sentAt,
      });
    });
  }
}
