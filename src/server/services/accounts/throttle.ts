import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { throttleBuckets } from '../../db/schema.ts';

export interface ThrottleVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * A fixed-window counter per key (e.g. failed logins of one account) kept in the database, so the limit
 * holds across processes and restarts. `peek` reads without counting.
 */
export function createThrottle(db: Db, clock: () => Date) {
  async function read(key: string, windowMs: number) {
    const [bucket] = await db.select().from(throttleBuckets).where(eq(throttleBuckets.key, key));
    const now = clock().getTime();
    if (!bucket || now - bucket.windowStartedAt.getTime() >= windowMs)
      return { hits: 0, resetAt: now + windowMs, fresh: true };
    return { hits: bucket.hits, resetAt: bucket.windowStartedAt.getTime() + windowMs, fresh: false };
  }
  const verdict = (hits: number, limit: number, resetAt: number): ThrottleVerdict => ({
    allowed: hits < limit,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - clock().getTime()) / 1000)),
  });

  return {
    async peek(key: string, limit: number, windowMs: number): Promise<ThrottleVerdict> {
      const { hits, resetAt } = await read(key, windowMs);
      return verdict(hits, limit, resetAt);
    },
    async hit(key: string, limit: number, windowMs: number): Promise<ThrottleVerdict> {
      const { hits, resetAt, fresh } = await read(key, windowMs);
      const startedAt = new Date(resetAt - windowMs);
      await db
        .insert(throttleBuckets)
        .values({ key, windowStartedAt: startedAt, hits: 1 })
        .onConflictDoUpdate({
          target: throttleBuckets.key,
          set: fresh ? { windowStartedAt: startedAt, hits: 1 } : { hits: sql`${throttleBuckets.hits} + 1` },
        });
      return verdict(hits, limit, resetAt);
    },
    clear: (key: string) => db.delete(throttleBuckets).where(eq(throttleBuckets.key, key)),
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
