import type { FastifyInstance } from 'fastify';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
// The plugin's own in-memory store; not re-exported by the package's entry point.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import { clientAddress } from '../../http/client-address.ts';
import { createThrottle, type Throttle } from '../../services/accounts/throttle.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface RouteParams {
  routeInfo: { method?: string | string[]; url?: string };
}

/** A route's own limit, counted in the database so every API process shares it. */
class SharedRouteStore {
  constructor(
    private readonly throttle: Throttle,
    private readonly scope: string,
  ) {}
  incr(key: string, callback: Callback, timeWindow: number) {
    this.throttle.count(`rate:${this.scope}:${key}`, timeWindow).then(
      ({ hits, resetAt }) => callback(null, { current: hits, ttl: Math.max(0, resetAt - Date.now()) }),
      (error: Error) => callback(error),
    );
  }
  child(params: RouteParams) {
    return new SharedRouteStore(this.throttle, `${params.routeInfo.method}:${params.routeInfo.url}`);
  }
}

/**
 * The generous global ceiling is counted in each process's memory (a database write per request would
 * cost every request; with N processes the ceiling is N times as high, which is still a ceiling).
 * The tight limits of sensitive routes (login, registration, reset, bookings, forms, kiosk PIN) are
 * counted in the database, so two API processes behind a balancer still allow them only once.
 */
function storeWith(throttle: Throttle) {
  return class GlobalStore {
    private readonly local = new LocalStore(false, false);
    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      this.local.incr(key, callback, timeWindow, max);
    }
    child(params: RouteParams) {
      return new SharedRouteStore(throttle, '').child(params);
    }
  };
}

/**
 * A generous per-IP ceiling on every route (an IPv6 client counted by its /64); sensitive routes
 * (login, reset) set tighter ones of their own. The error handler turns the 429 into a translated "try again in N seconds".
 * @see https://github.com/fastify/fastify-rate-limit
 */
export default fp(
  async (app: FastifyInstance, options: { max: number; windowMs: number; db: Db }) => {
    await app.register(rateLimit, {
      global: true,
      max: options.max,
      timeWindow: options.windowMs,
      store: storeWith(createThrottle(options.db, () => new Date())) as unknown as FastifyRateLimitStoreCtor,
      keyGenerator: (request) => clientAddress(request.ip),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: 'FST_ERR_RATE_LIMITED',
        message: `retry in ${context.after}`,
      }),
    });
  },
  { name: 'rate-limit' },
);
