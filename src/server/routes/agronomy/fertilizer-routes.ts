import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { entityParamsSchema } from '../../../contract/farmer.ts';
import {
  fertilizerInputSchema,
  fertilizerListSchema,
  fertilizerPatchSchema,
  fertilizerQuerySchema,
  fertilizerSchema,
  type FertilizerPatch,
} from '../../../contract/fertilizer.ts';
import { toFertilizer } from '../../agronomy/agronomy-columns.ts';
import { ApiError, FieldErrors } from '../../errors/api-error.ts';
import { paginate } from '../../http/paginate.ts';
import { referenceManagerOnly, writeErrors, writeSecurity } from '../../http/reference-manager.ts';
import {
  deleteFertilizer,
  fertilizerById,
  fertilizerByName,
  insertFertilizer,
  pageFertilizers,
  updateFertilizer,
} from '../../services/agronomy/reference-repository.ts';

/**
 * `fertilizer/` (issue 13): fertilizer products everyone reads; data managers (and admins) change them.
 */
const fertilizerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const requireReferenceManager = referenceManagerOnly(app);

  app.get(
    '/fertilizer/',
    {
      schema: {
        tags: ['fertilizer'],
        summary: 'Fertilizer products with grade and nutrient content; search by name or grade',
        querystring: fertilizerQuerySchema,
        response: { 200: fertilizerListSchema, ...commonErrorResponses },
      },
    },
    async (request) =>
      paginate(request, request.query, await pageFertilizers(db, request.query), toFertilizer),
  );

  app.get(
    '/fertilizer/:id/',
    {
      schema: {
        tags: ['fertilizer'],
        summary: 'One fertilizer product',
        params: entityParamsSchema,
        response: { 200: fertilizerSchema, 404: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const row = await fertilizerById(db, request.params.id);
      if (!row) throw new ApiError(404, 'not_found');
      return toFertilizer(row);
    },
  );

  async function freeFertilizerName(name: string, id: string | null) {
    const holder = await fertilizerByName(db, name);
    if (holder && holder.id !== id) throw new FieldErrors({ name: ['name_taken'] });
  }

  app.post(
    '/fertilizer/',
    {
      onRequest: requireReferenceManager,
      schema: {
        ...writeSecurity,
        tags: ['fertilizer'],
        summary: 'Add a fertilizer product (data managers)',
        body: fertilizerInputSchema,
        response: { 201: fertilizerSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      await freeFertilizerName(request.body.name, null);
      return reply.code(201).send(toFertilizer(await insertFertilizer(db, request.body)));
    },
  );

  for (const [method, body] of [
    ['PUT', fertilizerInputSchema],
    ['PATCH', fertilizerPatchSchema],
  ] as const) {
    app.route({
      method,
      url: '/fertilizer/:id/',
      onRequest: requireReferenceManager,
      schema: {
        ...writeSecurity,
        tags: ['fertilizer'],
        summary: method === 'PUT' ? 'Replace a fertilizer product' : 'Change a fertilizer product',
        params: entityParamsSchema,
        body,
        response: { 200: fertilizerSchema, ...writeErrors },
      },
      handler: async (request) => {
        const { id } = request.params as { id: string };
        const row = await fertilizerById(db, id);
        if (!row) throw new ApiError(404, 'not_found');
        const { id: _id, ...current } = toFertilizer(row);
        const next = { ...current, ...(request.body as FertilizerPatch) };
        await freeFertilizerName(next.name, id);
        return toFertilizer(await updateFertilizer(db, row, next));
      },
    });
  }

  app.delete(
    '/fertilizer/:id/',
    {
      onRequest: requireReferenceManager,
      schema: {
        ...writeSecurity,
        tags: ['fertilizer'],
        summary: 'Remove a fertilizer product (a shipped one stays removed)',
        params: entityParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const row = await fertilizerById(db, request.params.id);
      if (!row) throw new ApiError(404, 'not_found');
      await deleteFertilizer(db, row);
      return reply.code(204).send(null);
    },
  );
};

export default fertilizerRoutes;
