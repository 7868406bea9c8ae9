import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CallbackStatus } from '../../../contract/callback.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { staffMeSchema, staffQueueQuerySchema, staffQueueSchema } from '../../../contract/staff.ts';
import type { CallbackConfig } from '../../config/talk-config.ts';
import { paginate } from '../../http/paginate.ts';
import { nairobiDayKey, nairobiInstant } from '../../services/callbacks/nairobi-time.ts';
import { toQueueItem } from '../../services/staff/booking-due.ts';
import {
  requireStaff,
  requireStaffAccount,
  staffName,
  staffRole,
} from '../../services/staff/staff-access.ts';
import { dueCounts, pageQueue } from '../../services/staff/staff-callback-repository.ts';

/** Midnight in Nairobi at the start of a YYYY-MM-DD day. */
const startOfDay = (date: string) =>
  nairobiInstant({ year: +date.slice(0, 4), month: +date.slice(5, 7), day: +date.slice(8, 10) }, 0);

const guarded = { 401: errorDetailSchema, 403: errorDetailSchema, ...commonErrorResponses };

/** `staff/me/` and `staff/callbacks/`: who is signed in, and the queue by slot for their role. */
const staffQueueRoutes: FastifyPluginAsyncZod<{ callbacks: CallbackConfig }> = async (app, options) => {
  const { db, clock } = app.accounts.deps;
  const { slotMinutes } = options.callbacks;

  app.get(
    '/staff/me/',
    {
      onRequest: requireStaffAccount,
      schema: {
        tags: ['staff'],
        summary: 'Who is signed in, and in which staff role',
        response: { 200: staffMeSchema, ...guarded },
      },
    },
    async (request) => ({ id: request.user!.id, name: staffName(request), role: staffRole(request) }),
  );

  app.get(
    '/staff/callbacks/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary:
          'The callback queue by when each booking is due (overdue first), filtered by status, ' +
          'Nairobi date or due day, with the counts of overdue, today and later',
        querystring: staffQueueQuerySchema,
        response: { 200: staffQueueSchema, ...guarded },
      },
    },
    async (request) => {
      const { status, date, due } = request.query;
      const now = clock();
      const day = date ? startOfDay(date) : null;
      const endOfToday = new Date(startOfDay(nairobiDayKey(now)).getTime() + 86_400_000);
      const statuses = status ? (status.split(',') as CallbackStatus[]) : null;
      const dueFilter =
        due === 'today' ? { before: endOfToday } : due === 'later' ? { from: endOfToday } : null;
      const role = staffRole(request);
      const page = await pageQueue(db, role, { statuses, day, due: dueFilter }, request.query);
      return {
        ...paginate(request, request.query, page, ({ booking, unanswered }) =>
          toQueueItem(booking, unanswered, now, slotMinutes),
        ),
        counts: await dueCounts(db, role, now, endOfToday, slotMinutes),
      };
    },
  );
};

export default staffQueueRoutes;
