import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrorResponses, errorDetailSchema } from '../../contract/errors.ts';
import { pageQuerySchema } from '../../contract/pagination.ts';
import { farmerMessageListSchema } from '../../contract/staff.ts';
import { callbackRequests, farmerMessages } from '../db/schema.ts';
import { pageLinks } from '../http/page-links.ts';

/** `messages/`: what staff answered the signed-in farmer, newest first; the chat shows them when it opens. */
const farmerMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/messages/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['callback'],
        summary: 'Staff answers to me (also sent by SMS), newest first',
        querystring: pageQuerySchema,
        response: { 200: farmerMessageListSchema, 401: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const mine = eq(farmerMessages.userId, request.user!.id);
      const total = await db.$count(farmerMessages, mine);
      const rows = await db
        .select({ message: farmerMessages, reference: callbackRequests.reference })
        .from(farmerMessages)
        .leftJoin(callbackRequests, eq(callbackRequests.id, farmerMessages.callbackId))
        .where(mine)
        .orderBy(desc(farmerMessages.createdAt))
        .limit(page_size)
        .offset((page - 1) * page_size);
      return {
        count: total,
        ...pageLinks(request, page, page_size, total),
        results: rows.map(({ message, reference }) => ({
          id: message.id,
          body: message.body,
          author: message.authorName,
          reference,
          created_at: message.createdAt.toISOString(),
        })),
      };
    },
  );
};

export default farmerMessageRoutes;
