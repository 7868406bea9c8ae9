import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrorResponses, errorDetailSchema } from '../../contract/errors.ts';
import { kioskUnlockRequestSchema } from '../../contract/kiosk.ts';
import { ApiError } from '../errors/api-error.ts';

function samePin(given: string, expected: string): boolean {
  const a = Buffer.from(given.padEnd(16, ' '));
  const b = Buffer.from(expected.padEnd(16, ' '));
  return a.length === b.length && timingSafeEqual(a, b) && given.length === expected.length;
}

/**
 * Tries of the PIN per hour from every address together. One PIN unlocks the tablets of every shop, and
 * five a minute per address let a thousand addresses try a 6-digit PIN in three hours; an attacker
 * who uses this budget up only delays a staff member's unlock.
 */
export const PIN_TRIES_PER_HOUR = 30;

/** `kiosk/unlock/`: checks the staff PIN that turns kiosk mode off; few tries per minute, so it cannot be guessed. */
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
      await app.accounts.throttle.take('kiosk:pin-tries', PIN_TRIES_PER_HOUR, 3_600_000);
      if (!samePin(request.body.pin, options.staffPin)) throw new ApiError(403, 'kiosk_pin_wrong');
      return reply.code(204).send(null);
    },
  );
};

export default kioskRoutes;
