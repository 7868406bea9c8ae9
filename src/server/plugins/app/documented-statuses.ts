import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  bearerErrorResponses,
  bodyErrorResponses,
  frameworkErrorResponses,
} from '../../../contract/errors.ts';
import { API_PATH } from '../../http/api-path.ts';
import { isBearerGuard } from '../../http/bearer-guard.ts';

const BODILESS = new Set(['GET', 'HEAD']);

/**
 * Every API operation documents the statuses the framework may answer for it, besides its own: a
 * contract fuzz found 413/414/415 on 68 operations that did not list them. The route's own schema for
 * a status wins; the additions go in a new object, as routes share their response maps. An operation
 * behind a bearer guard says it needs the token.
 */
async function documentedStatuses(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!route.url.startsWith(`${API_PATH}/`) || !response) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const guarded = [route.onRequest].flat().some(isBearerGuard);
    route.schema = {
      ...route.schema,
      ...(guarded ? { security: [{ bearerAuth: [] }] } : {}),
      response: {
        ...frameworkErrorResponses,
        // The routes that renew or end a session ignore a stale token (authentication.ts).
        ...(route.config?.ignoreStaleBearer ? {} : bearerErrorResponses),
        ...(methods.every((method) => BODILESS.has(method)) ? {} : bodyErrorResponses),
        ...response,
      },
    };
  });
}

export default fp(documentedStatuses, { name: 'documented-statuses' });
