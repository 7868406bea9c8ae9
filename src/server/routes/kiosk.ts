import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrorResponses, errorDetailSchema } from '../../contract/errors.ts';
import { kioskUnlockRequestSchema } from '../../contract/kiosk.ts';
import { ApiError } from '../errors/api-error.ts';
import { clientAddress } from '../http/client-address.ts';

function samePin(given: string, expected: string): boolean {
  const a = Buffer.from(given.padEnd(16, ' '));
  const b = Buffer.from(expected.padEnd(16, ' '));
  return a.length === b.length && timingSafeEqual(a, b) && given.length === expected.length;
}

const HOUR_MS = 3_600_000;
/** How long a tablet or an address that entered the right PIN stays known: the counters' own retention. */
const KNOWN_MS = 7 * 24 * HOUR_MS;

/**
 * Tries of the PIN per hour. One PIN unlocks every shop's tablets, so the tries must be few everywhere
 * together — but a stranger who spends them must not lock out the shops. So:
 * - one tablet at one address has {@link PIN_TRIES_PER_DEVICE} tries an hour, one address
 *   {@link PIN_TRIES_PER_ADDRESS}, whoever else guesses;
 * - tablets and addresses that never entered the right PIN in the past week share
 *   {@link PIN_TRIES_PER_HOUR} an hour between them all. A known shop tablet (or a tablet on a known
 *   shop's Wi-Fi) is not counted in that budget, so spending it locks out only strangers.
 * Brute force: strangers have 30 tries an hour in all, 263 000 a year, a quarter of a 6-digit PIN's
 * million; a guesser inside a known shop's address has 20 an hour, and they are seen by the shop.
 */
export const PIN_TRIES_PER_HOUR = 30;
export const PIN_TRIES_PER_DEVICE = 5;
export const PIN_TRIES_PER_ADDRESS = 20;

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/** `kiosk/unlock/`: checks the staff PIN that turns kiosk mode off; few tries, so it cannot be guessed. */
const kioskRoutes: FastifyPluginAsyncZod<{ staffPin: string }> = async (app, options) => {
  app.post(
    '/kiosk/unlock/',
    {
      config: { rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        tags: ['kiosk'],
        summary: 'Check the staff PIN that ends kiosk mode on a shared device',
        body: kioskUnlockRequestSchema,
        response: { 204: z.null(), 403: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const { throttle } = app.accounts;
      const address = clientAddress(request.ip);
      const device = request.body.device ? digest(request.body.device) : 'none';
      const knownKeys = [`kiosk:known-address:${address}`];
      if (request.body.device) knownKeys.push(`kiosk:known-device:${device}`);
      const known = await Promise.all(knownKeys.map((key) => throttle.peek(key, 1, KNOWN_MS)));
      await throttle.take(`kiosk:pin-tries:${address}:${device}`, PIN_TRIES_PER_DEVICE, HOUR_MS);
      await throttle.take(`kiosk:pin-tries:${address}`, PIN_TRIES_PER_ADDRESS, HOUR_MS);
      // A counter at its limit of one: that tablet or address entered the right PIN this week.
      if (known.every((verdict) => verdict.allowed))
        await throttle.take('kiosk:pin-tries', PIN_TRIES_PER_HOUR, HOUR_MS);
      if (!samePin(request.body.pin, options.staffPin)) throw new ApiError(403, 'kiosk_pin_wrong');
      // Known from now for a week: the counters start again, so the week counts from the last unlock.
      for (const key of knownKeys) {
        await throttle.clear(key);
        await throttle.count(key, KNOWN_MS);
      }
      return reply.code(204).send(null);
    },
  );
};

export default kioskRoutes;
