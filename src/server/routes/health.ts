import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '../../contract/health.ts';
import { isReachable } from '../db/database.ts';

/** Liveness and readiness in one: a 503 tells a load balancer to stop sending traffic here. */
const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, options) => {
  app.get(
    '/health/',
    {
      schema: {
        tags: ['health'],
        summary: 'Service health and database reachability',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const reachable = await isReachable(app.database);
      return reply.code(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: reachable ? 'ok' : 'unreachable',
        version: options.version,
      });
    },
  );
};

export default healthRoutes;
