import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportCreateSchema, reportSchema } from '../../../contract/community.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { insertReport } from '../../services/community/community-repository.ts';
import { readableAnswer, readableQuestion } from '../../services/community/readable-question.ts';

/**
 * `community/reports/`: anyone signed in reports a question or an answer they can see, for spam,
 * abuse, dangerous advice or personal data; the post goes to the grievance officer's queue.
 */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.accounts.deps;
  app.post(
    '/community/reports/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['community'],
        summary: 'Report a Community question or answer to the grievance officer',
        body: reportCreateSchema,
        response: {
          201: reportSchema,
          401: errorDetailSchema,
          404: errorDetailSchema,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const { question, answer, reason } = request.body;
      const post = answer
        ? { answerId: (await readableAnswer(db, answer, user.id)).row.answer.id }
        : { questionId: (await readableQuestion(db, question!, user.id)).question.id };
      const report = await insertReport(db, { ...post, reporterId: user.id, reason, createdAt: clock() });
      return reply.code(201).send({
        id: report.id,
        reason: report.reason,
        created_at: report.createdAt.toISOString(),
      });
    },
  );
};

export default reportRoutes;
