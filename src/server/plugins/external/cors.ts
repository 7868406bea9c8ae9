import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/**
 * Same-origin by default; other origins only when listed in CORS_ORIGINS.
 * @see https://github.com/fastify/fastify-cors
 */
export default fp(
  async (app: FastifyInstance, options: { origins: string[] }) => {
    await app.register(cors, {
      origin: options.origins.length > 0 ? options.origins : false,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'accept-language', 'idempotency-key'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
