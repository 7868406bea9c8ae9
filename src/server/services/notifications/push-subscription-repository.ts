import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import type { PushSubscriptionJson } from '../../../contract/push.ts';

/** Kept for the account; a browser's one subscription moves to whoever signed in there last. */
export async function savePushSubscription(
  db: Db,
  userId: string,
  subscription: PushSubscriptionJson,
  now: Date,
): Promise<void> {
  const values = { userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, createdAt: now };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: subscription.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

export async function removePushSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The push service said the subscription is gone (404, 410): it will never deliver there again. */
export async function forgetPushEndpoint(db: Db, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export function pushSubscriptionsOf(db: Db, userId: string) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
