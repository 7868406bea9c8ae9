import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrorResponses, errorDetailSchema } from '../../contract/errors.ts';
import { pageQuerySchema } from '../../contract/pagination.ts';
import { farmerMessageListSchema } from '../../contract/staff.ts';
import { paginate } from '../http/paginate.ts';
import { pageFarmerMessages } from '../services/callbacks/farmer-message-repository.ts';
import { reviewLabel } from '../services/staff/review-labels.ts';
import { sendWaitingReviews } from '../services/staff/review-message.ts';

/** `messages/`: what staff answered the signed-in farmer, newest first; the chat shows them when it opens. */
const farmerMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { clock } = app.accounts.deps;
  app.get(
    '/messages/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['callback'],
        summary: 'Staff answers to me (also sent by SMS), newest first',
        querystring: pageQuerySchema,
        response: { 200: farmerMessageListSchema, 401: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      // A review past its grace becomes the farmer's message as the chat asks for them.
      await sendWaitingReviews(db, { user: request.user!.id }, clock());
      const page = await pageFarmerMessages(db, request.user!.id, request.query);
      return paginate(request, request.query, page, ({ message, reference }) => ({
        id: message.id,
        body: message.body,
        author: message.authorName,
        reference,
        review: message.label
          ? {
              ...(reviewLabel(message.label) ?? { label: message.label, slug: null }),
              replaces_earlier: message.replacesEarlier,
            }
          : null,
        alert_id: message.alertDraftId,
        notice: message.noticeKind !== null,
        created_at: message.createdAt.toISOString(),
      }));
    },
  );
};

export default farmerMessageRoutes;
