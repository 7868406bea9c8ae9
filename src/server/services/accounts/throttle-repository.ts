import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { throttleBuckets } from '../../db/schema.ts';

/**
 * Counts one hit of the key in one atomic upsert, starting a new window at `now` when the stored one
 * started `windowMs` or longer ago; answers the hits and the window's start as stored.
 */
export async function countThrottleHit(db: Db, key: string, now: Date, windowMs: number) {
  const startedAt = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${throttleBuckets.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(throttleBuckets)
    .values({ key, windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({
      target: throttleBuckets.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${throttleBuckets.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${startedAt} else ${throttleBuckets.windowStartedAt} end`,
      },
    })
    .returning({ hits: throttleBuckets.hits, windowStartedAt: throttleBuckets.windowStartedAt });
  return row!;
}

export async function throttleBucket(db: Db, key: string) {
  const [bucket] = await db.select().from(throttleBuckets).where(eq(throttleBuckets.key, key));
  return bucket;
}

export function deleteThrottleBucket(db: Db, key: string) {
  return db.delete(throttleBuckets).where(eq(throttleBuckets.key, key));
}
