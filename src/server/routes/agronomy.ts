import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cropVarietyInputSchema,
  cropVarietyListSchema,
  cropVarietyQuerySchema,
  cropVarietySchema,
  type CropVarietyValues,
} from '../../contract/crop-variety.ts';
import { commonErrorResponses, errorDetailSchema } from '../../contract/errors.ts';
import { entityParamsSchema } from '../../contract/farmer.ts';
import {
  fertilizerInputSchema,
  fertilizerListSchema,
  fertilizerPatchSchema,
  fertilizerQuerySchema,
  fertilizerSchema,
  type FertilizerPatch,
} from '../../contract/fertilizer.ts';
import {
  nutrientInputSchema,
  nutrientListSchema,
  nutrientPatchSchema,
  nutrientQuerySchema,
  nutrientSchema,
  type NutrientPatch,
  type NutrientValues,
} from '../../contract/nutrient.ts';
import { toFertilizer, toVariety, type NutrientFields } from '../agronomy/agronomy-columns.ts';
import { pagedList } from '../db/paged-rows.ts';
import { ApiError, FieldErrors, fieldErrorsOf } from '../errors/api-error.ts';
import { paginate } from '../http/paginate.ts';
import { referenceManagerOnly } from '../http/reference-manager.ts';
import { translatorFor } from '../i18n/server-translator.ts';
import { toNutrient } from '../services/agronomy/nutrient-advice.ts';
import {
  deleteFertilizer,
  deleteNutrient,
  deleteVariety,
  fertilizerById,
  fertilizerByName,
  insertFertilizer,
  insertNutrient,
  insertVariety,
  isKnownCrop,
  nutrientById,
  nutrientRows,
  pageFertilizers,
  pageVarieties,
  unknownCounties,
  updateFertilizer,
  updateNutrient,
  updateVariety,
  varietyById,
  varietyByName,
} from '../services/agronomy/reference-repository.ts';
import { readableFarm, wardCounty } from '../services/farms/farm-repository.ts';
import { cropById } from '../services/library/crop-repository.ts';

const errors = {
  401: errorDetailSchema,
  403: errorDetailSchema,
  404: errorDetailSchema,
  ...commonErrorResponses,
};
const writeSecurity = { security: [{ bearerAuth: [] }] };
const HECTARE_IN_ACRES = 2.47105;

/**
 * `fertilizer/`, `crop/variety/` and `nutrient/` (issue 13): reference data everyone reads; data
 * managers (and admins) change it.
 */
const agronomyRoutes: FastifyPluginAsyncZod = async (app) => {
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
      preHandler: requireReferenceManager,
      schema: {
        ...writeSecurity,
        tags: ['fertilizer'],
        summary: 'Add a fertilizer product (data managers)',
        body: fertilizerInputSchema,
        response: { 201: fertilizerSchema, ...errors },
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
      preHandler: requireReferenceManager,
      schema: {
        ...writeSecurity,
        tags: ['fertilizer'],
        summary: method === 'PUT' ? 'Replace a fertilizer product' : 'Change a fertilizer product',
        params: entityParamsSchema,
        body,
        response: { 200: fertilizerSchema, ...errors },
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
      preHandler: requireReferenceManager,
      schema: {
        ...writeSecurity,
        tags: ['fertilizer'],
        summary: 'Remove a fertilizer product (a shipped one stays removed)',
        params: entityParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const row = await fertilizerById(db, request.params.id);
      if (!row) throw new ApiError(404, 'not_found');
      await deleteFertilizer(db, row);
      return reply.code(204).send(null);
    },
  );

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
      preHandler: requireReferenceManager,
      schema: {
        ...writeSecurity,
        tags: ['library'],
        summary: 'Add a crop variety (data managers)',
        body: cropVarietyInputSchema,
        response: { 201: cropVarietySchema, ...errors },
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
      preHandler: requireReferenceManager,
      schema: {
        ...writeSecurity,
        tags: ['library'],
        summary: 'Replace a crop variety',
        params: entityParamsSchema,
        body: cropVarietyInputSchema,
        response: { 200: cropVarietySchema, ...errors },
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
      preHandler: requireReferenceManager,
      schema: {
        ...writeSecurity,
        tags: ['library'],
        summary: 'Remove a crop variety (a shipped one stays removed)',
        params: entityParamsSchema,
        response: { 204: z.null(), ...errors },
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

  app.get(
    '/nutrient/',
    {
      schema: {
        tags: ['fertilizer'],
        summary:
          'Fertilizer advice for a crop: for a ward or farm (the general rule, with a note, when none is local), with quantities for the farm',
        querystring: nutrientQuerySchema,
        response: { 200: nutrientListSchema, ...errors },
      },
    },
    async (request) => {
      const { crop, stage, ward, farm: farmId } = request.query;
      const t = translatorFor(request.headers['accept-language']);
      let county: string | undefined;
      let areaAcres: number | null = null;
      const notes: string[] = [];
      if (farmId) {
        // A farm is private: only its people (and their agronomist or data manager) may ask about it.
        if (!request.user) throw new ApiError(401, 'not_authenticated', {}, { 'www-authenticate': 'Bearer' });
        const farm = await readableFarm(db, request.user, farmId);
        if (!farm) throw new ApiError(404, 'not_found');
        county = farm.countyId;
        areaAcres = farm.areaAcres;
        if (areaAcres === null) notes.push(t('messages:nutrient.farm_area_unknown'));
      }
      if (ward) {
        county = await wardCounty(db, ward);
        if (!county) throw new FieldErrors({ ward: ['unknown_place'] });
      }
      let scope: 'all' | 'local' | 'general' = 'all';
      let rows = await nutrientRows(db, { crop, stage, county });
      if (county) {
        scope = 'local';
        if (rows.length === 0) {
          scope = 'general';
          rows = await nutrientRows(db, { crop, stage, general: true });
          notes.unshift(t('messages:nutrient.general_fallback'));
        }
      }
      return {
        ...paginate(request, request.query, pagedList(rows, request.query), (row) =>
          toNutrient(row, areaAcres),
        ),
        scope,
        note: notes.length > 0 ? notes.join(' ') : null,
      };
    },
  );

  app.get(
    '/nutrient/:id/',
    {
      schema: {
        tags: ['fertilizer'],
        summary: 'One fertilizer recommendation',
        params: entityParamsSchema,
        response: { 200: nutrientSchema, 404: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const row = await nutrientById(db, request.params.id);
      if (!row) throw new ApiError(404, 'not_found');
      return toNutrient(row, null);
    },
  );

  /**
   * A recommendation names things that must exist: a crop, a fertilizer product (whose grade it takes)
   * and counties. Every problem is reported at once.
   */
  async function nutrientFields(values: NutrientValues): Promise<NutrientFields> {
    const problems: Record<string, string[]> = {};
    const product = await fertilizerByName(db, values.fertilizer);
    if (!product) problems.fertilizer = ['unknown_fertilizer'];
    if (!(await isKnownCrop(db, values.crop))) problems.crop = ['not_a_crop'];
    if ((await unknownCounties(db, values.counties)).length > 0) problems.counties = ['unknown_county'];
    if (!product || Object.keys(problems).length > 0) throw new FieldErrors(problems);
    const perHectare = Math.round(values.rate_kg_per_acre * HECTARE_IN_ACRES * 10) / 10;
    return { ...values, grade: product.grade, rate_kg_per_ha: values.rate_kg_per_ha ?? perHectare };
  }

  app.post(
    '/nutrient/',
    {
      preHandler: requireReferenceManager,
      schema: {
        ...writeSecurity,
        tags: ['fertilizer'],
        summary: 'Add a fertilizer recommendation (data managers), its free text in English and Swahili',
        body: nutrientInputSchema,
        response: { 201: nutrientSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(toNutrient(await insertNutrient(db, await nutrientFields(request.body)), null)),
  );

  for (const [method, body] of [
    ['PUT', nutrientInputSchema],
    ['PATCH', nutrientPatchSchema],
  ] as const) {
    app.route({
      method,
      url: '/nutrient/:id/',
      preHandler: requireReferenceManager,
      schema: {
        ...writeSecurity,
        tags: ['fertilizer'],
        summary:
          method === 'PUT' ? 'Replace a fertilizer recommendation' : 'Change a fertilizer recommendation',
        params: entityParamsSchema,
        body,
        response: { 200: nutrientSchema, ...errors },
      },
      handler: async (request) => {
        const { id } = request.params as { id: string };
        const row = await nutrientById(db, id);
        if (!row) throw new ApiError(404, 'not_found');
        const { id: _id, quantity: _quantity, grade: _grade, ...current } = toNutrient(row, null);
        const change = request.body as NutrientPatch;
        // A new rate per acre without one per hectare: the stored per-hectare rate would contradict it.
        const derived = change.rate_kg_per_acre !== undefined && change.rate_kg_per_ha === undefined;
        const merged = nutrientInputSchema.safeParse({
          ...current,
          ...(derived ? { rate_kg_per_ha: null } : {}),
          ...change,
        });
        if (!merged.success) throw fieldErrorsOf(merged.error.issues);
        return toNutrient(await updateNutrient(db, id, await nutrientFields(merged.data)), null);
      },
    });
  }

  app.delete(
    '/nutrient/:id/',
    {
      preHandler: requireReferenceManager,
      schema: {
        ...writeSecurity,
        tags: ['fertilizer'],
        summary: 'Remove a fertilizer recommendation (a shipped one stays removed)',
        params: entityParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await nutrientById(db, request.params.id))) throw new ApiError(404, 'not_found');
      await deleteNutrient(db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default agronomyRoutes;
