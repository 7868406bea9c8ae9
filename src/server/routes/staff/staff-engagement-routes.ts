import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callbackIdParamsSchema } from '../../../contract/callback.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import {
  staffEngagementListSchema,
  staffEngagementQuerySchema,
  staffEngagementSchema,
  staffEngagementUpdateSchema,
} from '../../../contract/staff.ts';
import { engagementRequests } from '../../db/schema.ts';
import { ApiError } from '../../errors/api-error.ts';
import { pageLinks } from '../../http/page-links.ts';
import { requireStaff } from '../../services/staff/staff-access.ts';

type Row = typeof engagementRequests.$inferSelect;
const toItem = (row: Row) => ({
  id: row.id,
  reference: row.reference,
  kind: row.kind,
  name: row.name,
  phone_number: row.phone,
  email: row.email,
  language: row.language,
  details: row.details as Record<string, unknown>,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  retain_until: row.retainUntil?.toISOString() ?? null,
});
const guarded = { 401: errorDetailSchema, 403: errorDetailSchema, ...commonErrorResponses };

/** `staff/engagements/`: pre-bookings, trial requests, enquiries and feedback, newest first, with a status. */
const staffEngagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.accounts.deps;

  app.get(
    '/staff/engagements/',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'Engagement requests by kind and status, newest first',
        querystring: staffEngagementQuerySchema,
        response: { 200: staffEngagementListSchema, ...guarded },
      },
    },
    async (request) => {
      const { page, page_size, kind, status } = request.query;
      const where = and(
        kind ? eq(engagementRequests.kind, kind) : undefined,
        status ? eq(engagementRequests.status, status) : undefined,
      );
      const total = await db.$count(engagementRequests, where);
      const rows = await db
        .select()
        .from(engagementRequests)
        .where(where)
        .orderBy(desc(engagementRequests.createdAt))
        .limit(page_size)
        .offset((page - 1) * page_size);
      return { count: total, ...pageLinks(request, page, page_size, total), results: rows.map(toItem) };
    },
  );

  app.patch(
    '/staff/engagements/:id/',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'Set the status of an engagement request',
        params: callbackIdParamsSchema,
        body: staffEngagementUpdateSchema,
        response: { 200: staffEngagementSchema, 404: errorDetailSchema, ...guarded },
      },
    },
    async (request) => {
      const [row] = await db
        .update(engagementRequests)
        .set({ status: request.body.status })
        .where(eq(engagementRequests.id, request.params.id))
        .returning();
      if (!row) throw new ApiError(404, 'not_found');
      return toItem(row);
    },
  );
};

export default staffEngagementRoutes;
