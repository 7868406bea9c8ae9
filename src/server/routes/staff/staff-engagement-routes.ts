import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callbackIdParamsSchema } from '../../../contract/callback.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import {
  staffEngagementListSchema,
  staffEngagementQuerySchema,
  staffEngagementSchema,
  staffEngagementUpdateSchema,
} from '../../../contract/staff.ts';
import { ApiError } from '../../errors/api-error.ts';
import { paginate } from '../../http/paginate.ts';
import {
  engagementById,
  pageEngagements,
  setEngagementStatus,
} from '../../services/engagement/engagement-repository.ts';
import { toStaffEngagement } from '../../services/engagement/staff-engagement-view.ts';
import { requireStaff } from '../../services/staff/staff-access.ts';

const guarded = { 401: errorDetailSchema, 403: errorDetailSchema, ...commonErrorResponses };

/** `staff/engagements/`: pre-bookings, trial requests, enquiries and feedback, newest first, with a status. */
const staffEngagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.accounts.deps;

  app.get(
    '/staff/engagements/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'Engagement requests by kind and status, newest first',
        querystring: staffEngagementQuerySchema,
        response: { 200: staffEngagementListSchema, ...guarded },
      },
    },
    async (request) => {
      const { kind, status } = request.query;
      return paginate(
        request,
        request.query,
        await pageEngagements(db, { kind, status }, request.query),
        toStaffEngagement,
      );
    },
  );

  app.get(
    '/staff/engagements/:id/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'One engagement request: the address the desk links to',
        params: callbackIdParamsSchema,
        response: { 200: staffEngagementSchema, 404: errorDetailSchema, ...guarded },
      },
    },
    async (request) => {
      const row = await engagementById(db, request.params.id);
      if (!row) throw new ApiError(404, 'not_found');
      return toStaffEngagement(row);
    },
  );

  app.patch(
    '/staff/engagements/:id/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'Set the status of an engagement request',
        params: callbackIdParamsSchema,
        body: staffEngagementUpdateSchema,
        response: { 200: staffEngagementSchema, 404: errorDetailSchema, ...guarded },
      },
    },
    async (request) => {
      const row = await setEngagementStatus(db, request.params.id, request.body.status);
      if (!row) throw new ApiError(404, 'not_found');
      return toStaffEngagement(row);
    },
  );
};

export default staffEngagementRoutes;
