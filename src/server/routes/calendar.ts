import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarQuerySchema, calendarSchema } from '../../contract/calendar.ts';
import { commonErrorResponses, errorDetailSchema } from '../../contract/errors.ts';
import { isPlausiblePlantingDate } from '../../contract/planting-date.ts';
import { cropCalendar } from '../calendar/crop-calendar.ts';
import { ApiError, FieldErrors } from '../errors/api-error.ts';
import { nutrientRows } from '../services/agronomy/reference-repository.ts';

/** Today in Kenya: the calendar's "next window" and "what now" turn over at Nairobi midnight. */
export const nairobiDate = (at: Date) => new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

/** `calendar/`: sowing windows, days to maturity, fertilizer and a dated timeline for a crop in a county. */
const calendarRoutes: FastifyPluginAsyncZod<{ clock: () => Date }> = async (app, options) => {
  app.get(
    '/calendar/',
    {
      schema: {
        tags: ['calendar'],
        summary: 'When to sow a crop in a county, and what to do when (our addition)',
        querystring: calendarQuerySchema,
        response: { 200: calendarSchema, 404: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const { crop, county, planted_on } = request.query;
      const today = nairobiDate(options.clock());
      // A timeline far from today helps nobody, and one past the year 9999 cannot be dated at all.
      if (planted_on && !isPlausiblePlantingDate(planted_on, today))
        throw new FieldErrors({ planted_on: ['planted_on_out_of_range'] });
      // The fertilizer answer's own rows, data managers' changes included: a farm gets one figure.
      const recommendations = await nutrientRows(app.database.db, { crop });
      const calendar = cropCalendar({
        crop,
        countyId: county,
        plantedOn: planted_on,
        today,
        recommendations,
      });
      if (!calendar) throw new ApiError(404, 'not_found');
      return calendar;
    },
  );
};

export default calendarRoutes;
