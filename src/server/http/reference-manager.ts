import type { FastifyInstance, FastifyRequest } from 'fastify';
import { commonErrorResponses, errorDetailSchema } from '../../contract/errors.ts';
import { ApiError } from '../errors/api-error.ts';
import { bearerGuard } from './bearer-guard.ts';
import { managesReferenceData } from '../services/farms/farm-access.ts';

/**
 * The onRequest guard of every write to reference data (crops, varieties, fertilizers, recommendations):
 * signed in (401), and a data manager or admin (403; the data itself is public, so nothing is hidden).
 */
export function referenceManagerOnly(app: FastifyInstance) {
  return bearerGuard(async (request: FastifyRequest) => {
    await app.requireUser(request);
    if (!managesReferenceData(request.user!)) throw new ApiError(403, 'permission_denied');
  });
}

/** What every such write documents: a bearer token, and the refusals above besides a missing record. */
export const writeSecurity = { security: [{ bearerAuth: [] }] };
export const writeErrors = {
  401: errorDetailSchema,
  403: errorDetailSchema,
  404: errorDetailSchema,
  ...commonErrorResponses,
};
