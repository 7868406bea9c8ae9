import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  diagnosisImageCreateSchema,
  diagnosisImageListSchema,
  diagnosisImageSchema,
  diagnosisQuerySchema,
  recordParamsSchema,
} from '../../../contract/diagnosis.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { diagnoses, diagnosisImages } from '../../db/schema.ts';
import { ApiError } from '../../errors/api-error.ts';
import { pageLinks } from '../../http/page-links.ts';
import { imagesOf, ownDiagnosis, ownImage } from '../../services/diagnosis/diagnosis-records.ts';

const tags = ['diagnosis'];
const errors = { 401: errorDetailSchema, 404: errorDetailSchema, ...commonErrorResponses };

/** `diagnosis/image/`: which of my photos belong to which of my cases. */
const diagnosisImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const ownLink = async (userId: string, id: string) => {
    const [row] = await db
      .select({ link: diagnosisImages })
      .from(diagnosisImages)
      .innerJoin(diagnoses, eq(diagnoses.id, diagnosisImages.diagnosisId))
      .where(and(eq(diagnosisImages.id, id), eq(diagnoses.userId, userId)));
    if (!row) throw new ApiError(404, 'not_found');
    return row.link;
  };
  const shown = async (link: typeof diagnosisImages.$inferSelect) =>
    (await imagesOf(db, [link.diagnosisId])).find((image) => image.id === link.id)!;
  /** Both ends must be the caller's own; anything else is "not found", never "forbidden". */
  const checkOwn = async (userId: string, body: { diagnosis: string; image: string }) => {
    const [diagnosis, image] = await Promise.all([
      ownDiagnosis(db, userId, body.diagnosis),
      ownImage(db, userId, body.image),
    ]);
    if (!diagnosis || !image) throw new ApiError(404, 'not_found');
  };

  app.get(
    '/diagnosis/image/',
    {
      schema: {
        tags,
        summary: 'Photos in my cases, filtered by case, farm, planting or crop',
        querystring: diagnosisQuerySchema,
        response: { 200: diagnosisImageListSchema, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const where = and(
        eq(diagnoses.userId, request.user!.id),
        query.diagnosis ? eq(diagnoses.id, query.diagnosis) : undefined,
        query.farm ? eq(diagnoses.farmId, query.farm) : undefined,
        query.planting ? eq(diagnoses.plantingId, query.planting) : undefined,
        query.crop ? eq(diagnoses.crop, query.crop) : undefined,
      );
      const base = () =>
        db.select().from(diagnosisImages).innerJoin(diagnoses, eq(diagnoses.id, diagnosisImages.diagnosisId));
      const [{ total = 0 } = {}] = await db
        .select({ total: count() })
        .from(diagnosisImages)
        .innerJoin(diagnoses, eq(diagnoses.id, diagnosisImages.diagnosisId))
        .where(where);
      const rows = await base()
        .where(where)
        .orderBy(desc(diagnosisImages.createdAt), desc(diagnosisImages.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size);
      const images = await imagesOf(db, [...new Set(rows.map((row) => row.diagnoses.id))]);
      const byId = new Map(images.map((image) => [image.id, image]));
      return {
        count: total,
        ...pageLinks(request, query.page, query.page_size, total),
        results: rows.map((row) => byId.get(row.diagnosis_images.id)!),
      };
    },
  );

  app.post(
    '/diagnosis/image/',
    {
      schema: {
        tags,
        summary: 'File one of my photos under one of my cases',
        body: diagnosisImageCreateSchema,
        response: { 201: diagnosisImageSchema, ...errors },
      },
    },
    async (request, reply) => {
      await checkOwn(request.user!.id, request.body);
      const values = { diagnosisId: request.body.diagnosis, imageId: request.body.image };
      const [created] = await db.insert(diagnosisImages).values(values).onConflictDoNothing().returning();
      const [link] = created
        ? [created]
        : await db
            .select()
            .from(diagnosisImages)
            .where(
              and(
                eq(diagnosisImages.diagnosisId, values.diagnosisId),
                eq(diagnosisImages.imageId, values.imageId),
              ),
            );
      return reply.code(201).send(await shown(link!));
    },
  );

  const one = { tags, params: recordParamsSchema };
  app.get(
    '/diagnosis/image/:id/',
    {
      schema: { ...one, summary: 'One photo of a case', response: { 200: diagnosisImageSchema, ...errors } },
    },
    async (request) => shown(await ownLink(request.user!.id, request.params.id)),
  );

  app.patch(
    '/diagnosis/image/:id/',
    {
      schema: {
        ...one,
        summary: 'Move a photo to another of my cases',
        body: diagnosisImageCreateSchema.pick({ diagnosis: true }),
        response: { 200: diagnosisImageSchema, ...errors },
      },
    },
    async (request) => {
      const link = await ownLink(request.user!.id, request.params.id);
      await checkOwn(request.user!.id, { diagnosis: request.body.diagnosis, image: link.imageId });
      const [moved] = await db
        .update(diagnosisImages)
        .set({ diagnosisId: request.body.diagnosis })
        .where(eq(diagnosisImages.id, link.id))
        .returning();
      return shown(moved!);
    },
  );

  app.delete(
    '/diagnosis/image/:id/',
    { schema: { ...one, summary: 'Take a photo out of its case', response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const link = await ownLink(request.user!.id, request.params.id);
      await db.delete(diagnosisImages).where(eq(diagnosisImages.id, link.id));
      return reply.code(204).send(null);
    },
  );
};

export default diagnosisImageRoutes;
