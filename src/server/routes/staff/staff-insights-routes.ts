import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { insightsQuerySchema, insightsSchema } from '../../../contract/insights.ts';
import { weeklyInsights } from '../../services/analytics/weekly-insights.ts';
import { requireStaff } from '../../services/staff/staff-access.ts';

const guarded = { 401: errorDetailSchema, 403: errorDetailSchema, ...commonErrorResponses };

/** `staff/insights/`: the weekly dashboard of whether the product works (issue 32 §3). */
const staffInsightsRoutes: FastifyPluginAsyncZod<{ clock: () => Date }> = async (app, options) => {
  const db = app.database.db;
  app.get(
    '/staff/insights/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary:
          'Per week: checks, share not sure, share the differential resolved, median taps to the first ' +
          'answer, languages and callbacks booked',
        querystring: insightsQuerySchema,
        response: { 200: insightsSchema, ...guarded },
      },
    },
    async (request) => weeklyInsights(db, request.query.weeks, options.clock()),
  );
};

export default staffInsightsRoutes;
