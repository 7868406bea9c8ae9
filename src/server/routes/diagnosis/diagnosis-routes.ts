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
import { ApiError } from '../../errors/api-error.ts';
import { paginate } from '../../http/paginate.ts';
import { imagesOf } from '../../services/diagnosis/diagnosis-image-repository.ts';
import { checkFarm, checkPlanting, toDiagnosis } from '../../services/diagnosis/diagnosis-records.ts';
import {
  deleteOwnCase,
  insertCase,
  ownDiagnosis,
  pageCases,
  updateCase,
} from '../../services/diagnosis/diagnosis-repository.ts';
import diagnosisImageRoutes from './diagnosis-image-routes.ts';
import firstDiagnosisRoutes from './first-diagnosis-routes.ts';

const tags = ['diagnosis'];
const errors = { 401: errorDetailSchema, 404: errorDetailSchema, ...commonErrorResponses };

/** `diagnosis/`: a signed-in user's cases, newest first; anyone else's answer 404. */
const diagnosisRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('onRequest', app.requireUser);
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
      const page = await pageCases(db, request.user!.id, request.query);
      const images = await imagesOf(
        db,
        page.rows.map((row) => row.id),
      );
      return paginate(request, request.query, page, (row) => toDiagnosis(row, images));
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
      await checkFarm(db, request.user!, request.body.farm);
      const row = await insertCase(db, request.user!.id, request.body);
      return reply.code(201).send(toDiagnosis(row, []));
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
      await checkFarm(db, request.user!, request.body.farm);
      await updateCase(db, row.id, request.body);
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
      if (!(await deleteOwnCase(db, request.user!.id, request.params.id)))
        throw new ApiError(404, 'not_found');
      return reply.code(204).send(null);
    },
  );
};

export default diagnosisRoutes;
