import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * gzip or brotli for every text answer, static files included: on 3G with small data bundles the
 * bytes are what the user pays for.
 * @see https://github.com/fastify/fastify-compress
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compress' },
);
