import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerCreateSchema,
  answerListSchema,
  answerSchema,
  communityIdParamsSchema,
} from '../../../contract/community.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { pageQuerySchema } from '../../../contract/pagination.ts';
import type { CommunityConfig } from '../../config/server-config.ts';
import { readableAnswer, readableQuestion } from '../../services/community/readable-question.ts';
import { ApiError } from '../../errors/api-error.ts';
import { paginate } from '../../http/paginate.ts';
import {
  answerById,
  answersSince,
  insertAnswer,
  insertHelpfulVote,
  insertReport,
  pageAnswers,
  unsafePesticideNames,
} from '../../services/community/community-repository.ts';
import { profileOf } from '../../services/community-profiles/community-profile-repository.ts';
import { answerView, communityAuthor } from '../../services/community/community-view.ts';
import { tellInChat } from '../../services/community/community-notices.ts';
import { unsafePesticideNamed } from '../../services/community/unsafe-pesticide.ts';

const HOUR_MS = 60 * 60 * 1000;
const signedIn = { 401: errorDetailSchema, 404: errorDetailSchema, ...commonErrorResponses };

/**
 * Answers to a Community question: anyone reads them, signed-in people write them and mark them
 * helpful. An answer naming a pesticide banned or restricted in Kenya is held for the grievance
 * officer (reported by the server itself); the asker hears of a published answer in their chat.
 */
const answerRoutes: FastifyPluginAsyncZod<{ community: CommunityConfig }> = async (app, options) => {
  const { db, clock } = app.accounts.deps;
  const viewer = (request: { user: { id: string } | null }) => request.user?.id ?? null;

  app.get(
    '/community/questions/:id/answers/',
    {
      schema: {
        tags: ['community'],
        summary: "A Community question's answers, in the order they came",
        params: communityIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: answerListSchema, 404: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const { question } = await readableQuestion(db, request.params.id, viewer(request));
      const page = await pageAnswers(db, question.id, request.query, viewer(request));
      return paginate(request, request.query, page, (row) =>
        answerView(row, question.solvedBy, viewer(request)),
      );
    },
  );

  app.post(
    '/community/questions/:id/answers/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['community'],
        summary:
          'Answer a Community question (held for review when it names a banned or restricted pesticide)',
        params: communityIdParamsSchema,
        body: answerCreateSchema,
        response: { 201: answerSchema, ...signedIn },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const row = await readableQuestion(db, request.params.id, user.id);
      const now = clock();
      const given = await answersSince(db, user.id, new Date(now.getTime() - HOUR_MS));
      if (given >= options.community.answersPerHour)
        throw new ApiError(429, 'community_answer_limit', { count: options.community.answersPerHour });
      const text = request.body.text;
      const unsafe = unsafePesticideNamed(text, await unsafePesticideNames(db));
      const answer = await db.transaction(async (tx) => {
        const made = await insertAnswer(tx, {
          questionId: row.question.id,
          userId: user.id,
          text,
          state: unsafe ? 'held' : 'published',
          createdAt: now,
        });
        if (unsafe) await insertReport(tx, { answerId: made.id, reason: 'dangerous_advice', createdAt: now });
        else if (row.question.userId !== user.id)
          await tellInChat(tx, {
            userId: row.question.userId,
            language: row.question.language,
            template: 'community_answer',
            params: { text },
            authorId: user.id,
            authorName: communityAuthor({
              authorFirstName: user.firstName,
              authorLastName: user.lastName,
              authorRole: user.role,
              authorNickname: (await profileOf(tx, user.id))?.nickname,
            }).nickname!,
            now,
          });
        return made;
      });
      // "The Community answered me": by push or SMS too, where the asker chose that.
      if (!unsafe) await app.notices.send({ event: 'community-answer', id: answer.id });
      const made = (await answerById(db, answer.id, user.id))!;
      return reply.code(201).send(answerView(made, row.question.solvedBy, user.id));
    },
  );

  app.post(
    '/community/answers/:id/helpful/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['community'],
        summary: 'Mark an answer helpful (once per person; again changes nothing)',
        params: communityIdParamsSchema,
        response: { 200: answerSchema, ...signedIn },
      },
    },
    async (request) => {
      const user = request.user!;
      const { row: found, question } = await readableAnswer(db, request.params.id, user.id);
      await insertHelpfulVote(db, found.answer.id, user.id, clock());
      const row = (await answerById(db, found.answer.id, user.id))!;
      return answerView(row, question.solvedBy, user.id);
    },
  );
};

export default answerRoutes;
