import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors/api-error.ts';
import { countThrottleHit, deleteThrottleBucket, throttleBucket } from './throttle-repository.ts';

export interface ThrottleVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface ThrottleCount {
  /** Hits in the current window, this one included. */
  hits: number;
  resetAt: number;
}

/**
 * A fixed-window counter per key (failed logins of one account, of one IP, requests to a limited
 * route) kept in the database, so a limit holds across API processes and restarts. Counting is one
 * atomic upsert: two processes counting at once both get counted. `peek` reads without counting.
 */
export function createThrottle(db: Db, clock: () => Date) {
  const verdict = (hitsBefore: number, limit: number, resetAt: number): ThrottleVerdict => ({
    allowed: hitsBefore < limit,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - clock().getTime()) / 1000)),
  });

  async function count(key: string, windowMs: number): Promise<ThrottleCount> {
    const row = await countThrottleHit(db, key, clock(), windowMs);
    return { hits: row.hits, resetAt: row.windowStartedAt.getTime() + windowMs };
  }

  /** Counts one hit; the verdict says whether the limit had room for it. */
  async function hit(key: string, limit: number, windowMs: number): Promise<ThrottleVerdict> {
    const { hits, resetAt } = await count(key, windowMs);
    return verdict(hits - 1, limit, resetAt);
  }

  return {
    count,
    hit,
    async peek(key: string, limit: number, windowMs: number): Promise<ThrottleVerdict> {
      const bucket = await throttleBucket(db, key);
      const now = clock().getTime();
      if (!bucket || now - bucket.windowStartedAt.getTime() >= windowMs)
        return verdict(0, limit, now + windowMs);
      return verdict(bucket.hits, limit, bucket.windowStartedAt.getTime() + windowMs);
    },
    /** Counts one hit, or refuses it with 429 `rate_limited`, saying how long to wait. */
    async take(key: string, limit: number, windowMs: number): Promise<void> {
      const quota = await hit(key, limit, windowMs);
      if (!quota.allowed)
        throw new ApiError(
          429,
          'rate_limited',
          { seconds: quota.retryAfterSeconds },
          { 'retry-after': String(quota.retryAfterSeconds) },
        );
    },
    clear: (key: string) => deleteThrottleBucket(db, key),
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
