import { eq } from 'drizzle-orm';
import type { CaseReview } from '../../../contract/case-review.ts';
import type { Db } from '../../db/database.ts';
import { caseReviews, farmerMessages } from '../../db/schema.ts';

type ReviewRow = typeof caseReviews.$inferSelect;

export const toCaseReview = (row: ReviewRow): CaseReview => ({
  decision: row.decision,
  label: row.label,
  model_label: row.modelLabel,
  note: row.note,
  author: row.authorName,
  created_at: row.createdAt.toISOString(),
});

export async function reviewOf(db: Db, callbackId: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(caseReviews).where(eq(caseReviews.callbackId, callbackId));
  return row;
}

/**
 * Keeps the agronomist's review (a later one replaces it: the latest word stands) and, for a farmer
 * with an account, the chat message that tells them, in one transaction so neither exists alone.
 */
export async function saveReview(
  db: Db,
  review: typeof caseReviews.$inferInsert,
  message: typeof farmerMessages.$inferInsert | null,
): Promise<ReviewRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(caseReviews)
      .values(review)
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
        },
      })
      .returning();
    if (message) await tx.insert(farmerMessages).values(message);
    return row!;
  });
}
