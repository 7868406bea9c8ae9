import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { UPLOAD_TOKEN_HEADER } from '../../../contract/classify.ts';
import type { Database } from '../../db/database.ts';
import { API_PATH } from '../../http/api-path.ts';
import { clientAddress } from '../../http/client-address.ts';
import { createMemoryCounter } from '../../services/accounts/memory-counter.ts';
import { createRedisCounter } from '../../services/accounts/redis-counter.ts';
import { createThrottle, type ThrottleCount } from '../../services/accounts/throttle.ts';

/**
 * Where the limits are counted: Redis when `REDIS_URL` is set; else PostgreSQL, shared by every API
 * process; else, on the embedded database that one process alone can open, that process's memory.
 */
interface Counter {
  count(key: string, windowMs: number): Promise<ThrottleCount>;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface RouteParams {
  routeInfo: { method?: string | string[]; url?: string };
  /** Routes that name the same group share one count (registration and completing an account). */
  groupId?: string;
}

/**
 * Who a request is counted as: its address, and the account or the device within it. The key the
 * plugin hands to the stores is `<address> <who>`; an address never contains a space.
 */
function requester(request: FastifyRequest): string {
  const address = clientAddress(request.ip);
  if (request.user) return `${address} account:${request.user.id}`;
  const token = request.headers[UPLOAD_TOKEN_HEADER];
  // The upload token is a credential: only its digest is kept in a counter's key.
  if (typeof token === 'string' && token.length >= 16)
    return `${address} device:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`;
  return `${address} address`;
}

const addressOf = (key: string) => key.slice(0, key.indexOf(' '));

/**
 * A route's own tight limit (login, reset, classify, bookings, kiosk PIN), counted per address, where
 * every API process shares it (Counter), so a client cannot escape it with a fresh device id.
 */
class RouteStore {
  constructor(
    private readonly throttle: Counter,
    private readonly scope: string,
    private readonly clock: () => Date,
  ) {}
  incr(key: string, callback: Callback, timeWindow: number) {
    this.throttle.count(`rate:${this.scope}:${addressOf(key)}`, timeWindow).then(
      ({ hits, resetAt }) =>
        callback(null, { current: hits, ttl: Math.max(0, resetAt - this.clock().getTime()) }),
      (error: Error) => callback(error),
    );
  }
}

/**
 * The general limit, counted where every API process shares it (Counter), so two behind a balancer give a client one
 * limit, not two. A signed-in farmer is counted by account, wherever they are. Anyone else is counted by
 * device within their address, and all anonymous devices of one address together by a ceiling many
 * times higher: an operator's address or a shop's Wi-Fi carries many farmers at once.
 */
function storeWith(throttle: Counter, clock: () => Date, addressCeiling: number) {
  return class GeneralStore {
    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      const who = key.slice(key.indexOf(' ') + 1);
      const own = who === 'address' ? key : who;
      const counts = [throttle.count(`rate:general:${own}`, timeWindow)];
      if (!who.startsWith('account:'))
        counts.push(throttle.count(`rate:address:${addressOf(key)}`, timeWindow));
      Promise.all(counts).then(([mine, shared]) => {
        const over = shared && shared.hits > addressCeiling;
        // Past the address's ceiling, the device is told it is over its own limit too, and when it may go on.
        const counted = over ? shared : mine!;
        const current = over ? Math.max(mine!.hits, max + 1) : mine!.hits;
        callback(null, { current, ttl: Math.max(0, counted.resetAt - clock().getTime()) });
      }, callback);
    }
    child(params: RouteParams) {
      const scope = params.groupId ?? `${params.routeInfo.method}:${params.routeInfo.url}`;
      return new RouteStore(throttle, scope, clock);
    }
  };
}

/**
 * The general limit on every API route (an IPv6 client's address is its /64); sensitive routes (login,
 * reset, classify, PIN) set tighter per-address ones of their own. The error handler turns the 429 into
 * a translated "wait a moment, try again in N seconds". Registered after authentication, so a request's
 * account is known when it is counted.
 * @see https://github.com/fastify/fastify-rate-limit
 */
export default fp(
  async (
    app: FastifyInstance,
    options: {
      max: number;
      addressMax: number;
      windowMs: number;
      database: Database;
      clock: () => Date;
      redisUrl?: string;
    },
  ) => {
    // The client's own files are not counted: a cold visit asks for 50–160 of them, and farmers behind
    // one operator address or a shop's Wi-Fi would otherwise be refused a script half-way through a
    // page. They are precompressed files read from disk. Added before the plugin's own hook, so it
    // reads the choice when it sets up each route.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(`${API_PATH}/`)) route.config = { ...route.config, rateLimit: false };
    });
    let throttle: Counter;
    if (options.redisUrl) {
      const redis = createRedisCounter(options.redisUrl);
      app.addHook('onClose', () => redis.close());
      throttle = redis;
    } else if (options.database.kind === 'pglite') {
      // Counted in memory, a request that needs nothing stored never waits for PGlite's one
      // connection, which an import's batches take in turns (issue 35 §1).
      throttle = createMemoryCounter(options.clock);
    } else throttle = createThrottle(options.database.db, options.clock);
    await app.register(rateLimit, {
      global: true,
      max: options.max,
      timeWindow: options.windowMs,
      store: storeWith(throttle, options.clock, options.addressMax) as unknown as FastifyRateLimitStoreCtor,
      keyGenerator: requester,
      // With the counters' database gone every request would answer 500, /health/ included, which
      // must report the outage as 503; nothing a limit guards can work without that database anyway.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: 'FST_ERR_RATE_LIMITED',
        message: `retry in ${context.after}`,
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['authentication'] },
);
