import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrorResponses } from '../../contract/errors.ts';
import {
  OUTBREAK_MIN_FARMS,
  outbreakCountsSchema,
  outbreakQuerySchema,
  outbreakShapesSchema,
} from '../../contract/outbreaks.ts';
import { loadOutbreakShapes } from '../places/outbreak-shapes.ts';
import { outbreakCounts, refreshForReader } from '../services/outbreaks/weekly-count-repository.ts';

import { isStaff } from '../services/staff/staff-access.ts';

/**
 * `outbreaks/`: confirmed (or, asked for, likely or Community-reported) cases per ward, subcounty or
 * county and condition in one week, from the weekly counts. Staff get every count; anyone else only
 * counts from at least `OUTBREAK_MIN_FARMS` farms, and never a place finer than a ward. `outbreaks/shapes/`: the map's ward and county paths, kept serialised with an ETag (cached-reads).
 */
const outbreakRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const shapes = loadOutbreakShapes();

  app.get(
    '/outbreaks/',
    {
      schema: {
        tags: ['outbreaks'],
        summary:
          'Confirmed, likely or reported cases per area and condition in one week (k-anonymous outside staff)',
        querystring: outbreakQuerySchema,
        response: { 200: outbreakCountsSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const staff = isStaff(request);
      const { week, level, basis } = request.query;
      await refreshForReader(db);
      const results = await outbreakCounts(db, basis, {
        ...request.query,
        minFarms: staff ? undefined : OUTBREAK_MIN_FARMS,
      });
      return { week, level, basis, thresholded: !staff, results };
    },
  );

  app.get(
    '/outbreaks/shapes/',
    {
      schema: {
        tags: ['outbreaks'],
        summary: 'Every ward and county as an SVG path, for the outbreak map',
        response: { 200: outbreakShapesSchema, ...commonErrorResponses },
      },
    },
    async () => shapes,
  );
};

export default outbreakRoutes;
