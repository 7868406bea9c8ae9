import type { Db } from '../../db/database.ts';
import { insertFarmerMessage } from '../callbacks/farmer-message-repository.ts';
import { reviewsWaitingToBeTold, takeWaitingReview } from './case-review-repository.ts';

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
  const due = await reviewsWaitingToBeTold(db, scope, now);
  for (const { review, booking } of due) {
    if (!booking.userId) continue;
    await db.transaction(async (tx) => {
      if (!(await takeWaitingReview(tx, review.id, review.label))) return;
      const sentAt = 'booking' in scope && review.messageDueAt! > now ? now : review.messageDueAt!;
      await insertFarmerMessage(tx, {
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
