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
import { ApiError } from '../../errors/api-error.ts';
import { paginate } from '../../http/paginate.ts';
import { ownImage } from '../../services/classify/image-repository.ts';
import {
  deleteLink,
  fileImage,
  moveLink,
  ownLink,
  pageCaseImages,
  shownLink,
} from '../../services/diagnosis/diagnosis-image-repository.ts';
import { ownDiagnosis } from '../../services/diagnosis/diagnosis-repository.ts';

const tags = ['diagnosis'];
const errors = { 401: errorDetailSchema, 404: errorDetailSchema, ...commonErrorResponses };

/** `diagnosis/image/`: which of my photos belong to which of my cases. */
const diagnosisImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const ownOrMissing = async (userId: string, id: string) => {
    const link = await ownLink(db, userId, id);
    if (!link) throw new ApiError(404, 'not_found');
    return link;
  };
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
      const page = await pageCaseImages(db, request.user!.id, request.query);
      return paginate(request, request.query, page, (image) => image);
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
      const link = await fileImage(db, request.body.diagnosis, request.body.image);
      return reply.code(201).send(await shownLink(db, link));
    },
  );

  const one = { tags, params: recordParamsSchema };
  app.get(
    '/diagnosis/image/:id/',
    {
      schema: { ...one, summary: 'One photo of a case', response: { 200: diagnosisImageSchema, ...errors } },
    },
    async (request) => shownLink(db, await ownOrMissing(request.user!.id, request.params.id)),
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
      const link = await ownOrMissing(request.user!.id, request.params.id);
      await checkOwn(request.user!.id, { diagnosis: request.body.diagnosis, image: link.imageId });
      return shownLink(db, await moveLink(db, link.id, request.body.diagnosis));
    },
  );

  app.delete(
    '/diagnosis/image/:id/',
    { schema: { ...one, summary: 'Take a photo out of its case', response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const link = await ownOrMissing(request.user!.id, request.params.id);
      await deleteLink(db, link.id);
      return reply.code(204).send(null);
    },
  );
};

export default diagnosisImageRoutes;
