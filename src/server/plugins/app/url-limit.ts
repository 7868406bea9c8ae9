import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors/api-error.ts';

/**
 * The longest request target (path and query) we read, as common servers do (nginx and Apache stop near
 * 8 KB). Nothing in the contract comes close; a longer one is refused with 414 before anything reads
 * it: a 10 KB path reached the client's file server, which answered 403.
 */
export const MAX_URL_LENGTH = 8 * 1024;

async function urlLimit(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) throw new ApiError(414, 'uri_too_long');
  });
}

export default fp(urlLimit, { name: 'url-limit' });
