import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { staffSearchQuerySchema, staffSearchSchema } from '../../../contract/staff-search.ts';
import type { CallbackConfig } from '../../config/talk-config.ts';
import { toStaffEngagement } from '../../services/engagement/staff-engagement-view.ts';
import { toQueueItem } from '../../services/staff/booking-due.ts';
import { requireStaff, staffRole } from '../../services/staff/staff-access.ts';
import { searchBookings, searchRequests } from '../../services/staff/staff-search-repository.ts';
import { searchTerms } from '../../services/staff/staff-search.ts';

const guarded = { 401: errorDetailSchema, 403: errorDetailSchema, ...commonErrorResponses };

/** `staff/search/`: the bookings and requests a farmer's reference, phone, name, ward or crop finds. */
const staffSearchRoutes: FastifyPluginAsyncZod<{ callbacks: CallbackConfig }> = async (app, options) => {
  const { db, clock } = app.accounts.deps;
  const { slotMinutes } = options.callbacks;

  app.get(
    '/staff/search/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary:
          'Bookings and requests by reference, phone number, name, ward or crop (every word must fit), ' +
          'newest first; bookings only as the role may see them',
        querystring: staffSearchQuerySchema,
        response: { 200: staffSearchSchema, ...guarded },
      },
    },
    async (request) => {
      const terms = searchTerms(request.query.q);
      const now = clock();
      const bookings = await searchBookings(db, staffRole(request), terms);
      const requests = await searchRequests(db, terms);
      return {
        callbacks: {
          count: bookings.count,
          results: bookings.rows.map(({ booking, unanswered }) =>
            toQueueItem(booking, unanswered, now, slotMinutes),
          ),
        },
        requests: { count: requests.count, results: requests.rows.map(toStaffEngagement) },
      };
    },
  );
};

export default staffSearchRoutes;
