import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * A generous per-IP ceiling on every route; sensitive routes (login, reset) set tighter ones of their
 * own. The error handler turns the 429 into a translated "try again in N seconds".
 * @see https://github.com/fastify/fastify-rate-limit
 */
export default fp(
  async (app: FastifyInstance, options: { max: number; windowMs: number }) => {
    await app.register(rateLimit, {
      global: true,
      max: options.max,
      timeWindow: options.windowMs,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: 'FST_ERR_RATE_LIMITED',
        message: `retry in ${context.after}`,
      }),
    });
  },
  { name: 'rate-limit' },
);
