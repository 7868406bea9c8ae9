import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cropVarietyInputSchema,
  cropVarietyListSchema,
  cropVarietyQuerySchema,
  cropVarietySchema,
  type CropVarietyValues,
} from '../../../contract/crop-variety.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { entityParamsSchema } from '../../../contract/farmer.ts';
import { toVariety } from '../../agronomy/agronomy-columns.ts';
import { ApiError, FieldErrors } from '../../errors/api-error.ts';
import { paginate } from '../../http/paginate.ts';
import { referenceManagerOnly, writeErrors, writeSecurity } from '../../http/reference-manager.ts';
import {
  deleteVariety,
  insertVariety,
  pageVarieties,
  updateVariety,
  varietyById,
  varietyByName,
} from '../../services/agronomy/reference-repository.ts';
import { cropById } from '../../services/library/crop-repository.ts';

/**
 * `crop/variety/` (issue 13): the varieties of each crop of `crop/`, which everyone reads; data
 * managers (and admins) change them.
 */
const cropVarietyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const requireReferenceManager = referenceManagerOnly(app);

  app.get(
    '/crop/variety/',
    {
      schema: {
        tags: ['library'],
        summary: 'Crop varieties by crop, altitude and time to maturity; search by name or trait',
        querystring: cropVarietyQuerySchema,
        response: { 200: cropVarietyListSchema, ...commonErrorResponses },
      },
    },
    async (request) => paginate(request, request.query, await pageVarieties(db, request.query), toVariety),
  );

  app.get(
    '/crop/variety/:id/',
    {
      schema: {
        tags: ['library'],
        summary: 'One crop variety',
        params: entityParamsSchema,
        response: { 200: cropVarietySchema, 404: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const row = await varietyById(db, request.params.id);
      if (!row) throw new ApiError(404, 'not_found');
      return toVariety(row);
    },
  );

  /** A variety belongs to a crop of `crop/`, under a name no other variety of that crop has. */
  async function checkVariety(values: CropVarietyValues, id: string | null) {
    const problems: Record<string, string[]> = {};
    if (!(await cropById(db, values.crop))) problems.crop = ['not_a_crop'];
    const holder = await varietyByName(db, values.crop, values.name);
    if (holder && holder.id !== id) problems.name = ['name_taken'];
    if (Object.keys(problems).length > 0) throw new FieldErrors(problems);
  }

  app.post(
    '/crop/variety/',
    {
      onRequest: requireReferenceManager,
      schema: {
        ...writeSecurity,
        tags: ['library'],
        summary: 'Add a crop variety (data managers)',
        body: cropVarietyInputSchema,
        response: { 201: cropVarietySchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      await checkVariety(request.body, null);
      const row = await insertVariety(db, request.body);
      // `crop/` lists each crop's varieties.
      app.clearCachedReads();
      return reply.code(201).send(toVariety(row));
    },
  );

  app.put(
    '/crop/variety/:id/',
    {
      onRequest: requireReferenceManager,
      schema: {
        ...writeSecurity,
        tags: ['library'],
        summary: 'Replace a crop variety',
        params: entityParamsSchema,
        body: cropVarietyInputSchema,
        response: { 200: cropVarietySchema, ...writeErrors },
      },
    },
    async (request) => {
      const current = await varietyById(db, request.params.id);
      if (!current) throw new ApiError(404, 'not_found');
      await checkVariety(request.body, current.id);
      const row = await updateVariety(db, current, request.body);
      app.clearCachedReads();
      return toVariety(row);
    },
  );

  app.delete(
    '/crop/variety/:id/',
    {
      onRequest: requireReferenceManager,
      schema: {
        ...writeSecurity,
        tags: ['library'],
        summary: 'Remove a crop variety (a shipped one stays removed)',
        params: entityParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const row = await varietyById(db, request.params.id);
      if (!row) throw new ApiError(404, 'not_found');
      await deleteVariety(db, row);
      app.clearCachedReads();
      return reply.code(204).send(null);
    },
  );
};

export default cropVarietyRoutes;
