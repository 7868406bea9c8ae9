import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  diagnosisQuerySchema,
  firstDiagnosisCreateSchema,
  firstDiagnosisListSchema,
  firstDiagnosisSchema,
  firstDiagnosisUpdateSchema,
  recordParamsSchema,
} from '../../../contract/diagnosis.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { firstDiagnoses, uploadedImages } from '../../db/schema.ts';
import { ApiError } from '../../errors/api-error.ts';
import { pageLinks } from '../../http/page-links.ts';
import { ownImage, photosInCases, toFirstDiagnosis } from '../../services/diagnosis/diagnosis-records.ts';

const tags = ['diagnosis'];
const errors = {
  401: errorDetailSchema,
  404: errorDetailSchema,
  409: errorDetailSchema,
  ...commonErrorResponses,
};

/** `firstdiagnosis/`: the automated result for each of a signed-in user's photos. */
const firstDiagnosisRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const select = () =>
    db
      .select({ first: firstDiagnoses, crop: uploadedImages.crop })
      .from(firstDiagnoses)
      .innerJoin(uploadedImages, eq(uploadedImages.id, firstDiagnoses.imageId));
  const own = async (userId: string, id: string) => {
    const [row] = await select().where(and(eq(firstDiagnoses.id, id), eq(uploadedImages.userId, userId)));
    if (!row) throw new ApiError(404, 'not_found');
    return row;
  };

  app.get(
    '/firstdiagnosis/',
    {
      schema: {
        tags,
        summary: 'Automated results for my photos',
        querystring: diagnosisQuerySchema,
        response: { 200: firstDiagnosisListSchema, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const where = and(
        eq(uploadedImages.userId, request.user!.id),
        query.crop ? eq(uploadedImages.crop, query.crop) : undefined,
        photosInCases(db, query),
      );
      const [{ total = 0 } = {}] = await db
        .select({ total: count() })
        .from(firstDiagnoses)
        .innerJoin(uploadedImages, eq(uploadedImages.id, firstDiagnoses.imageId))
        .where(where);
      const rows = await select()
        .where(where)
        .orderBy(desc(firstDiagnoses.createdAt), desc(firstDiagnoses.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size);
      return {
        count: total,
        ...pageLinks(request, query.page, query.page_size, total),
        results: rows.map((row) => toFirstDiagnosis(row.first, row.crop)),
      };
    },
  );

  app.post(
    '/firstdiagnosis/',
    {
      schema: {
        tags,
        summary: 'Record a result made on the device (offline) for one of my photos',
        body: firstDiagnosisCreateSchema,
        response: { 201: firstDiagnosisSchema, ...errors },
      },
    },
    async (request, reply) => {
      const image = await ownImage(db, request.user!.id, request.body.image);
      if (!image) throw new ApiError(404, 'not_found');
      const { verdict, predictions, model_version } = request.body;
      const [row] = await db
        .insert(firstDiagnoses)
        .values({ imageId: image.id, verdict, predictions, modelVersion: model_version })
        .onConflictDoNothing({ target: firstDiagnoses.imageId })
        .returning();
      if (!row) throw new ApiError(409, 'first_diagnosis_exists');
      return reply.code(201).send(toFirstDiagnosis(row, image.crop));
    },
  );

  const one = { tags, params: recordParamsSchema };
  app.get(
    '/firstdiagnosis/:id/',
    {
      schema: { ...one, summary: 'One automated result', response: { 200: firstDiagnosisSchema, ...errors } },
    },
    async (request) => {
      const row = await own(request.user!.id, request.params.id);
      return toFirstDiagnosis(row.first, row.crop);
    },
  );

  app.patch(
    '/firstdiagnosis/:id/',
    {
      schema: {
        ...one,
        summary: 'Confirm which label my plant matches',
        body: firstDiagnosisUpdateSchema,
        response: { 200: firstDiagnosisSchema, ...errors },
      },
    },
    async (request) => {
      const row = await own(request.user!.id, request.params.id);
      const [updated] = await db
        .update(firstDiagnoses)
        .set({ confirmedLabel: request.body.confirmed_label })
        .where(eq(firstDiagnoses.id, row.first.id))
        .returning();
      return toFirstDiagnosis(updated!, row.crop);
    },
  );

  app.delete(
    '/firstdiagnosis/:id/',
    { schema: { ...one, summary: 'Delete an automated result', response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const row = await own(request.user!.id, request.params.id);
      await db.delete(firstDiagnoses).where(eq(firstDiagnoses.id, row.first.id));
      return reply.code(204).send(null);
    },
  );
};

export default firstDiagnosisRoutes;
