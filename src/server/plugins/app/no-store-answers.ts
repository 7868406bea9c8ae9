import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PATH } from '../../http/api-path.ts';

/**
 * An API answer that says nothing about caching is not kept: a browser wrote a farmer's profile, farmer
 * record and farms to its disk cache, where they stayed after logout, for the next person on a kiosk
 * tablet or a family's shared phone to read; login answers carried tokens with no `no-store` either
 * (RFC 6749 §5.1). Answers that are the same for everyone set their own (cached-reads.ts, `pest/bundle/`).
 */
async function noStoreAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(`${API_PATH}/`) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

export default fp(noStoreAnswers, { name: 'no-store-answers' });
