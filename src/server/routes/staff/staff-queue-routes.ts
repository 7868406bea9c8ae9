import { and, asc, gte, inArray, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CallbackStatus } from '../../../contract/callback.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { staffMeSchema, staffQueueQuerySchema, staffQueueSchema } from '../../../contract/staff.ts';
import type { CallbackConfig } from '../../config/talk-config.ts';
import { callbackRequests } from '../../db/schema.ts';
import { pageLinks } from '../../http/page-links.ts';
import { toCallback } from '../../services/callbacks/callback-view.ts';
import { nairobiInstant } from '../../services/callbacks/nairobi-time.ts';
import { requireStaff, staffName, staffRole, visibleCallbacks } from '../../services/staff/staff-access.ts';

const guarded = { 401: errorDetailSchema, 403: errorDetailSchema, ...commonErrorResponses };

/** `staff/me/` and `staff/callbacks/`: who is signed in, and the queue by slot for their role. */
const staffQueueRoutes: FastifyPluginAsyncZod<{ callbacks: CallbackConfig }> = async (app, options) => {
  const { db } = app.accounts.deps;
  const { slotMinutes } = options.callbacks;

  app.get(
    '/staff/me/',
    {
      preHandler: requireStaff,
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
      const { page, page_size, status, date } = request.query;
      const day = date
        ? nairobiInstant({ year: +date.slice(0, 4), month: +date.slice(5, 7), day: +date.slice(8, 10) }, 0)
        : null;
      const where = and(
        visibleCallbacks(staffRole(request)),
        status ? inArray(callbackRequests.status, status.split(',') as CallbackStatus[]) : undefined,
        day ? gte(callbackRequests.slotStart, day) : undefined,
        day ? lt(callbackRequests.slotStart, new Date(day.getTime() + 86_400_000)) : undefined,
      );
      const total = await db.$count(callbackRequests, where);
      const rows = await db
        .select()
        .from(callbackRequests)
        .where(where)
        .orderBy(asc(callbackRequests.slotStart), asc(callbackRequests.createdAt))
        .limit(page_size)
        .offset((page - 1) * page_size);
      return {
        count: total,
        ...pageLinks(request, page, page_size, total),
        results: rows.map((row) => toCallback(row, slotMinutes)),
      };
    },
  );
};

export default staffQueueRoutes;
