import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { outboxMessages } from '../../db/schema.ts';

/**
 * Claims up to `batchSize` unsent SMS, oldest first, that have tries left and are due at `now`, by
 * setting their next attempt to `leaseUntil`; rows another sender holds locked are skipped.
 */
export function claimDueSms(
  db: Db,
  claim: { now: Date; maxAttempts: number; batchSize: number; leaseUntil: Date },
) {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.channel, 'sms'),
        isNull(outboxMessages.sentAt),
        lt(outboxMessages.attempts, claim.maxAttempts),
        or(isNull(outboxMessages.nextAttemptAt), lte(outboxMessages.nextAttemptAt, claim.now)),
      ),
    )
    .orderBy(asc(outboxMessages.createdAt))
    .limit(claim.batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({ nextAttemptAt: claim.leaseUntil })
    .where(inArray(outboxMessages.id, due))
    .returning();
}

/** Records a try of a message: sent, or failed with its error and next attempt. */
export async function recordDeliveryTry(
  db: Db,
  id: string,
  outcome: Pick<typeof outboxMessages.$inferInsert, 'sentAt' | 'attempts' | 'lastError' | 'nextAttemptAt'>,
): Promise<void> {
  await db.update(outboxMessages).set(outcome).where(eq(outboxMessages.id, id));
}
