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
import { ApiError } from '../../errors/api-error.ts';
import { paginate } from '../../http/paginate.ts';
import { ownImage } from '../../services/classify/image-repository.ts';
import { toFirstDiagnosis } from '../../services/diagnosis/diagnosis-records.ts';
import {
  confirmLabel,
  deleteFirstDiagnosis,
  insertFirstDiagnosis,
  ownFirstDiagnosis,
  pageFirstDiagnoses,
} from '../../services/diagnosis/first-diagnosis-repository.ts';

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
  const own = async (userId: string, id: string) => {
    const row = await ownFirstDiagnosis(db, userId, id);
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
      const page = await pageFirstDiagnoses(db, request.user!.id, request.query);
      return paginate(request, request.query, page, (row) => toFirstDiagnosis(row.first, row.crop));
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
      const row = await insertFirstDiagnosis(db, image.id, request.body);
      if (!row) throw new ApiError(409, 'first_diagnosis_exists');
      await app.outbreaks.refreshSoon();
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
      const updated = await confirmLabel(db, row.first.id, request.body.confirmed_label);
      await app.outbreaks.refreshSoon();
      return toFirstDiagnosis(updated, row.crop);
    },
  );

  app.delete(
    '/firstdiagnosis/:id/',
    { schema: { ...one, summary: 'Delete an automated result', response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const row = await own(request.user!.id, request.params.id);
      await deleteFirstDiagnosis(db, row.first.id);
      await app.outbreaks.refreshSoon();
      return reply.code(204).send(null);
    },
  );
};

export default firstDiagnosisRoutes;
