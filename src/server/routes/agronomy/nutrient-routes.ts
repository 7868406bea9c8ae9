import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { entityParamsSchema } from '../../../contract/farmer.ts';
import {
  nutrientInputSchema,
  nutrientListSchema,
  nutrientPatchSchema,
  nutrientQuerySchema,
  nutrientSchema,
  type NutrientPatch,
  type NutrientValues,
} from '../../../contract/nutrient.ts';
import type { NutrientFields } from '../../agronomy/agronomy-columns.ts';
import { pagedList } from '../../db/paged-rows.ts';
import { chooseFertilizer } from '../../agronomy/fertilizer-choice.ts';
import { countyFacts } from '../../calendar/calendar-data.ts';
import { ApiError, FieldErrors, fieldErrorsOf } from '../../errors/api-error.ts';
import { paginate } from '../../http/paginate.ts';
import { referenceManagerOnly, writeErrors, writeSecurity } from '../../http/reference-manager.ts';
import { translatorFor } from '../../i18n/server-translator.ts';
import { toNutrient } from '../../services/agronomy/nutrient-advice.ts';
import {
  deleteNutrient,
  fertilizerByName,
  insertNutrient,
  isKnownCrop,
  nutrientById,
  nutrientRows,
  unknownCounties,
  updateNutrient,
} from '../../services/agronomy/reference-repository.ts';
import { readableFarm, wardCounty } from '../../services/farms/farm-repository.ts';

const HECTARE_IN_ACRES = 2.47105;

/**
 * `nutrient/` (issue 13): fertilizer recommendations everyone reads, for a ward or a farm; data
 * managers (and admins) change them.
 */
const nutrientRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const requireReferenceManager = referenceManagerOnly(app);

  app.get(
    '/nutrient/',
    {
      schema: {
        tags: ['fertilizer'],
        summary:
          'Fertilizer advice for a crop: for a farm, ward or county (a similar area’s or the general rule, with a note, when none is local), with quantities for the farm',
        querystring: nutrientQuerySchema,
        response: { 200: nutrientListSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { crop, stage, ward, county: countyId, farm: farmId } = request.query;
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
      if (countyId) {
        if (!countyFacts().some((facts) => facts.id === countyId))
          throw new FieldErrors({ county: ['unknown_place'] });
        county = countyId;
      }
      // The calendar card chooses with the same function from the same rows: one figure for a farm.
      const { rows, scope } = chooseFertilizer(await nutrientRows(db, { crop }), {
        countyId: county ?? null,
        stage,
      });
      if (scope === 'general') notes.unshift(t('messages:nutrient.general_fallback'));
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
      onRequest: requireReferenceManager,
      schema: {
        ...writeSecurity,
        tags: ['fertilizer'],
        summary: 'Add a fertilizer recommendation (data managers), its free text in English and Swahili',
        body: nutrientInputSchema,
        response: { 201: nutrientSchema, ...writeErrors },
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
      onRequest: requireReferenceManager,
      schema: {
        ...writeSecurity,
        tags: ['fertilizer'],
        summary:
          method === 'PUT' ? 'Replace a fertilizer recommendation' : 'Change a fertilizer recommendation',
        params: entityParamsSchema,
        body,
        response: { 200: nutrientSchema, ...writeErrors },
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
      onRequest: requireReferenceManager,
      schema: {
        ...writeSecurity,
        tags: ['fertilizer'],
        summary: 'Remove a fertilizer recommendation (a shipped one stays removed)',
        params: entityParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      if (!(await nutrientById(db, request.params.id))) throw new ApiError(404, 'not_found');
      await deleteNutrient(db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default nutrientRoutes;
