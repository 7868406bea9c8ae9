import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CallbackStatus } from '../../../contract/callback.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { staffMeSchema, staffQueueQuerySchema, staffQueueSchema } from '../../../contract/staff.ts';
import type { CallbackConfig } from '../../config/talk-config.ts';
import { paginate } from '../../http/paginate.ts';
import { toCallback } from '../../services/callbacks/callback-view.ts';
import { nairobiInstant } from '../../services/callbacks/nairobi-time.ts';
import {
  requireStaff,
  requireStaffAccount,
  staffName,
  staffRole,
} from '../../services/staff/staff-access.ts';
import { pageQueue } from '../../services/staff/staff-callback-repository.ts';

const guarded = { 401: errorDetailSchema, 403: errorDetailSchema, ...commonErrorResponses };

/** `staff/me/` and `staff/callbacks/`: who is signed in, and the queue by slot for their role. */
const staffQueueRoutes: FastifyPluginAsyncZod<{ callbacks: CallbackConfig }> = async (app, options) => {
  const { db } = app.accounts.deps;
  const { slotMinutes } = options.callbacks;

  app.get(
    '/staff/me/',
    {
      preHandler: requireStaffAccount,
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
      preHandler: requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'The callback queue by slot, filtered by status and Nairobi date',
        querystring: staffQueueQuerySchema,
        response: { 200: staffQueueSchema, ...guarded },
      },
    },
    async (request) => {
      const { status, date } = request.query;
      const day = date
        ? nairobiInstant({ year: +date.slice(0, 4), month: +date.slice(5, 7), day: +date.slice(8, 10) }, 0)
        : null;
      const statuses = status ? (status.split(',') as CallbackStatus[]) : null;
      const page = await pageQueue(db, staffRole(request), { statuses, day }, request.query);
      return paginate(request, request.query, page, (row) => toCallback(row, slotMinutes));
    },
  );
};

export default staffQueueRoutes;
