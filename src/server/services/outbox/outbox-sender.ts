import type { Db } from '../../db/database.ts';
import { SmsDeliveryError } from '../../providers/sms/sms-delivery-error.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import { claimDueSms, recordDeliveryTry } from './outbox-repository.ts';

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

  function claimDue() {
    const now = clock();
    return claimDueSms(db, { now, maxAttempts, batchSize, leaseUntil: new Date(now.getTime() + leaseMs) });
  }

  /** One pass over the due messages; answers how many were sent and how many failed. */
  async function deliverDue(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (const message of await claimDue()) {
      const attempts = message.attempts + 1;
      try {
        await provider.send({ to: message.recipient, body: message.body });
        await recordDeliveryTry(db, message.id, {
          sentAt: clock(),
          attempts,
          lastError: null,
          nextAttemptAt: null,
        });
        sent += 1;
      } catch (error) {
        const permanent = error instanceof SmsDeliveryError && error.permanent;
        await recordDeliveryTry(db, message.id, {
          attempts: permanent ? maxAttempts : attempts,
          lastError: (error as Error).message.slice(0, 500),
          nextAttemptAt: new Date(clock().getTime() + retryDelayMs(attempts)),
        });
        failed += 1;
      }
    }
    return { sent, failed };
  }

  return { deliverDue };
}

export type OutboxSender = ReturnType<typeof createOutboxSender>;
