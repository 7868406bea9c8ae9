import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { outboxMessages } from '../../db/schema.ts';
import { SmsDeliveryError } from '../../providers/sms/sms-delivery-error.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';

export interface OutboxSenderOptions {
  db: Db;
  provider: SmsProvider;
  clock: () => Date;
  maxAttempts: number;
  batchSize?: number;
  /** A claimed message is left alone by other senders this long, so a crashed sender's batch is retried. */
  leaseMs?: number;
}

const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min … at most an hour: a gateway outage is not hammered, and a short one costs little. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

/** Hands due SMS from the outbox to the gateway; a failure waits its back-off and is tried again. */
export function createOutboxSender(options: OutboxSenderOptions) {
  const { db, provider, clock, maxAttempts, batchSize = 20, leaseMs = 120_000 } = options;

  async function claimDue() {
    const now = clock();
    const due = db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.channel, 'sms'),
          isNull(outboxMessages.sentAt),
          lt(outboxMessages.attempts, maxAttempts),
          or(isNull(outboxMessages.nextAttemptAt), lte(outboxMessages.nextAttemptAt, now)),
        ),
      )
      .orderBy(asc(outboxMessages.createdAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(outboxMessages)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(inArray(outboxMessages.id, due))
      .returning();
  }

  /** One pass over the due messages; answers how many were sent and how many failed. */
  async function deliverDue(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (const message of await claimDue()) {
      const attempts = message.attempts + 1;
      try {
        await provider.send({ to: message.recipient, body: message.body });
        await db
          .update(outboxMessages)
          .set({ sentAt: clock(), attempts, lastError: null, nextAttemptAt: null })
          .where(eq(outboxMessages.id, message.id));
        sent += 1;
      } catch (error) {
        const permanent = error instanceof SmsDeliveryError && error.permanent;
        await db
          .update(outboxMessages)
          .set({
            attempts: permanent ? maxAttempts : attempts,
            lastError: (error as Error).message.slice(0, 500),
            nextAttemptAt: new Date(clock().getTime() + retryDelayMs(attempts)),
          })
          .where(eq(outboxMessages.id, message.id));
        failed += 1;
      }
    }
    return { sent, failed };
  }

  return { deliverDue };
}

export type OutboxSender = ReturnType<typeof createOutboxSender>;
