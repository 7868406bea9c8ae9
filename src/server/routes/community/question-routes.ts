import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { photoFileResponse } from '../../../contract/classify.ts';
import {
  communityIdParamsSchema,
  questionCreateSchema,
  questionListSchema,
  questionPatchSchema,
  questionPhotoParamsSchema,
  questionQuerySchema,
  questionSchema,
} from '../../../contract/community.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import type { CommunityConfig } from '../../config/server-config.ts';
import { readableQuestion } from '../../services/community/readable-question.ts';
import { ApiError, FieldErrors } from '../../errors/api-error.ts';
import { paginate } from '../../http/paginate.ts';
import {
  answerById,
  insertQuestion,
  adoptPhotos,
  pageQuestions,
  photoPositionsOf,
  questionById,
  questionPhoto,
  questionsSince,
  updateQuestion,
} from '../../services/community/community-repository.ts';
import { questionView } from '../../services/community/community-view.ts';
import { photoOwners } from '../../services/classify/image-repository.ts';
import { mayRead } from '../../services/classify/upload-owner.ts';
import { placeById } from '../../services/places/place-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const signedIn = { 401: errorDetailSchema, ...commonErrorResponses };

/**
 * `community/questions/`: the Community feed, readable by anyone (SPEC §1: "a Community"); asking
 * needs an account. A held or hidden question is shown to its asker only, with the reason.
 */
const questionRoutes: FastifyPluginAsyncZod<{ community: CommunityConfig }> = async (app, options) => {
  const { db, clock } = app.accounts.deps;
  const viewer = (request: { user: { id: string } | null }) => request.user?.id ?? null;

  const positionsOf = async (id: string) => (await photoPositionsOf(db, [id])).map((row) => row.position);

  app.get(
    '/community/questions/',
    {
      schema: {
        tags: ['community'],
        summary: 'Community questions, latest first; filter by crop, county, language or unanswered',
        querystring: questionQuerySchema,
        response: { 200: questionListSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const page = await pageQuestions(db, request.query, viewer(request));
      const photos = await photoPositionsOf(
        db,
        page.rows.map((row) => row.question.id),
      );
      return paginate(request, request.query, page, (row) =>
        questionView(
          row,
          photos.filter((photo) => photo.questionId === row.question.id).map((photo) => photo.position),
          viewer(request),
        ),
      );
    },
  );

  app.post(
    '/community/questions/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['community'],
        summary: 'Ask the Community: text, crop, up to three of my uploaded photos, optional county',
        body: questionCreateSchema,
        response: { 201: questionSchema, ...signedIn },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const { text, crop, photos, county, language } = request.body;
      const now = clock();
      const asked = await questionsSince(db, user.id, new Date(now.getTime() - DAY_MS));
      if (asked >= options.community.questionsPerDay)
        throw new ApiError(429, 'community_question_limit', { count: options.community.questionsPerDay });
      const problems: Record<string, string[]> = {};
      // The asker's photos: uploaded signed in, or from this device's upload token before signing in
      // (an unsure check made without an account, asked after sign-in).
      const owned = new Set(
        (await photoOwners(db, photos)).filter((owner) => mayRead(request, owner)).map((owner) => owner.id),
      );
      if (photos.some((id) => !owned.has(id)) || new Set(photos).size !== photos.length)
        problems.photos = ['unknown_photo'];
      if (county !== null && !(await placeById(db, 'county', county))) problems.county = ['unknown_county'];
      if (Object.keys(problems).length) throw new FieldErrors(problems);
      await adoptPhotos(db, user.id, photos);
      const question = await insertQuestion(
        db,
        { userId: user.id, text, crop, county, language, createdAt: now, updatedAt: now },
        photos,
      );
      const row = (await questionById(db, question.id))!;
      return reply.code(201).send(questionView(row, await positionsOf(question.id), user.id));
    },
  );

  app.get(
    '/community/questions/:id/',
    {
      schema: {
        tags: ['community'],
        summary: 'One Community question',
        params: communityIdParamsSchema,
        response: { 200: questionSchema, 404: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const row = await readableQuestion(db, request.params.id, viewer(request));
      return questionView(row, await positionsOf(row.question.id), viewer(request));
    },
  );

  app.patch(
    '/community/questions/:id/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['community'],
        summary: 'Correct my question, or mark the answer that solved it (the asker only)',
        params: communityIdParamsSchema,
        body: questionPatchSchema,
        response: { 200: questionSchema, 403: errorDetailSchema, 404: errorDetailSchema, ...signedIn },
      },
    },
    async (request) => {
      const user = request.user!;
      const row = await readableQuestion(db, request.params.id, user.id);
      if (row.question.userId !== user.id) throw new ApiError(403, 'community_not_yours');
      const { text, solved_by: solvedBy } = request.body;
      if (solvedBy) {
        const answer = await answerById(db, solvedBy);
        if (answer?.answer.questionId !== row.question.id || answer.answer.state !== 'published')
          throw new FieldErrors({ solved_by: ['invalid'] });
      }
      await updateQuestion(db, row.question.id, {
        ...(text === undefined ? {} : { text }),
        ...(solvedBy === undefined ? {} : { solvedBy }),
        updatedAt: clock(),
      });
      const updated = (await questionById(db, row.question.id))!;
      return questionView(updated, await positionsOf(row.question.id), user.id);
    },
  );

  app.get(
    '/community/questions/:id/photos/:photo/',
    {
      schema: {
        tags: ['community'],
        summary: "A Community question's photo (JPEG, without metadata)",
        params: questionPhotoParamsSchema,
        response: { 200: photoFileResponse, 404: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const row = await readableQuestion(db, request.params.id, viewer(request));
      const photo = await questionPhoto(db, row.question.id, request.params.photo);
      if (!photo) throw new ApiError(404, 'not_found');
      // Published for everyone to read, but it may be hidden later: short, and never in a shared cache.
      return reply
        .header('cache-control', 'private, max-age=300')
        .type(photo.contentType)
        .send((await app.jobs.images.get(photo.storageKey)) as never);
    },
  );
};

export default questionRoutes;
