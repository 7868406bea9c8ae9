import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  diagnosisCreateSchema,
  diagnosisListSchema,
  diagnosisQuerySchema,
  diagnosisSchema,
  diagnosisUpdateSchema,
  recordParamsSchema,
} from '../../../contract/diagnosis.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { diagnoses } from '../../db/schema.ts';
import { ApiError } from '../../errors/api-error.ts';
import { pageLinks } from '../../http/page-links.ts';
import {
  caseColumns,
  checkPlanting,
  caseFilters,
  imagesOf,
  ownDiagnosis,
  toDiagnosis,
} from '../../services/diagnosis/diagnosis-records.ts';
import diagnosisImageRoutes from './diagnosis-image-routes.ts';
import firstDiagnosisRoutes from './first-diagnosis-routes.ts';

const tags = ['diagnosis'];
const errors = { 401: errorDetailSchema, 404: errorDetailSchema, ...commonErrorResponses };

/** `diagnosis/`: a signed-in user's cases, newest first; anyone else's answer 404. */
const diagnosisRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('preHandler', app.requireUser);
  // Every route in this scope (the child plugins too) needs the bearer token, so the document says so.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
  });
  await app.register(firstDiagnosisRoutes);
  await app.register(diagnosisImageRoutes);

  const load = async (userId: string, id: string) => {
    const row = await ownDiagnosis(db, userId, id);
    if (!row) throw new ApiError(404, 'not_found');
    return toDiagnosis(row, await imagesOf(db, [row.id]));
  };

  app.get(
    '/diagnosis/',
    {
      schema: {
        tags,
        summary: 'My plant checks, filtered by farm, planting or crop',
        querystring: diagnosisQuerySchema.omit({ diagnosis: true }),
        response: { 200: diagnosisListSchema, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const where = caseFilters(request.user!.id, query);
      const [{ total = 0 } = {}] = await db.select({ total: count() }).from(diagnoses).where(where);
      const rows = await db
        .select()
        .from(diagnoses)
        .where(where)
        .orderBy(desc(diagnoses.createdAt), desc(diagnoses.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size);
      const images = await imagesOf(
        db,
        rows.map((row) => row.id),
      );
      return {
        count: total,
        ...pageLinks(request, query.page, query.page_size, total),
        results: rows.map((row) => toDiagnosis(row, images)),
      };
    },
  );

  app.post(
    '/diagnosis/',
    {
      schema: {
        tags,
        summary: 'Open a case',
        body: diagnosisCreateSchema,
        response: { 201: diagnosisSchema, ...errors },
      },
    },
    async (request, reply) => {
      await checkPlanting(db, request.user!.id, request.body.planting);
      const [row] = await db
        .insert(diagnoses)
        .values({ userId: request.user!.id, ...caseColumns(request.body) })
        .returning();
      return reply.code(201).send(toDiagnosis(row!, []));
    },
  );

  const one = { tags, params: recordParamsSchema };
  app.get(
    '/diagnosis/:id/',
    {
      schema: { ...one, summary: 'One case with its photos', response: { 200: diagnosisSchema, ...errors } },
    },
    async (request) => load(request.user!.id, request.params.id),
  );

  app.patch(
    '/diagnosis/:id/',
    {
      schema: {
        ...one,
        summary: 'Change a case',
        body: diagnosisUpdateSchema,
        response: { 200: diagnosisSchema, ...errors },
      },
    },
    async (request) => {
      const row = await ownDiagnosis(db, request.user!.id, request.params.id);
      if (!row) throw new ApiError(404, 'not_found');
      await checkPlanting(db, request.user!.id, request.body.planting);
      await db
        .update(diagnoses)
        .set({ ...caseColumns(request.body), updatedAt: new Date() })
        .where(eq(diagnoses.id, row.id));
      return load(request.user!.id, row.id);
    },
  );

  app.delete(
    '/diagnosis/:id/',
    {
      schema: {
        ...one,
        summary: 'Delete a case (its photos stay anonymous facts)',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const removed = await db
        .delete(diagnoses)
        .where(and(eq(diagnoses.id, request.params.id), eq(diagnoses.userId, request.user!.id)))
        .returning({ id: diagnoses.id });
      if (removed.length === 0) throw new ApiError(404, 'not_found');
      return reply.code(204).send(null);
    },
  );
};

export default diagnosisRoutes;
