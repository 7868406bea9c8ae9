import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error.ts';
import { managesReferenceData } from '../services/farms/farm-access.ts';

/**
 * The pre-handler of every write to reference data (crops, varieties, fertilizers, recommendations):
 * signed in (401), and a data manager or admin (403; the data itself is public, so nothing is hidden).
 */
export function referenceManagerOnly(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    await app.requireUser(request);
    if (!managesReferenceData(request.user!)) throw new ApiError(403, 'permission_denied');
  };
}
