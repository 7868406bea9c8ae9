import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsBatchSchema } from '../../contract/analytics.ts';
import { commonErrorResponses } from '../../contract/errors.ts';
import { allowsAnalytics } from '../services/analytics/analytics-consent.ts';
import { recordAnalytics } from '../services/analytics/record-analytics.ts';

/**
 * `analytics/events/`: the app's first-party events, sent in batches when the page is hidden. Stored
 * only when the consent cookie says "also help us improve"; answered 204 either way, so a batch tells
 * the sender nothing about what was kept.
 */
const analyticsRoutes: FastifyPluginAsyncZod<{ clock: () => Date }> = async (app, options) => {
  const db = app.database.db;
  app.post(
    '/analytics/events/',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Record a batch of page views and app events (only with the "help us improve" cookie)',
        body: analyticsBatchSchema,
        response: { 204: z.null(), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      if (allowsAnalytics(request.headers.cookie))
        await recordAnalytics(db, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          now: options.clock(),
        });
      return reply.code(204).send(null);
    },
  );
};

export default analyticsRoutes;
