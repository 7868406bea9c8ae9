import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrorResponses, errorDetailSchema } from '../../contract/errors.ts';
import {
  plantingInfoInputSchema,
  plantingInfoListSchema,
  plantingInfoParamsSchema,
  plantingInfoPatchSchema,
  plantingInfoQuerySchema,
  plantingInfoSchema,
  type PlantingInfoPatch,
} from '../../contract/planting-info.ts';
import { ApiError, FieldErrors } from '../errors/api-error.ts';
import { paginate } from '../http/paginate.ts';
import type { Caller } from '../services/farms/farm-access.ts';
import { usableFarm } from '../services/farms/farm-repository.ts';
import { checkPlanting } from '../services/plantings/planting-place.ts';
import {
  deletePlanting,
  insertPlanting,
  ownPlanting,
  pagePlantings,
  updatePlanting,
} from '../services/plantings/planting-repository.ts';
import { plantingValues, toPlanting, type PlantingRow } from '../services/plantings/planting-rows.ts';
import { nairobiDate } from './calendar.ts';

const authErrors = { 401: errorDetailSchema, 404: errorDetailSchema, ...commonErrorResponses };

/** `plantinginfo/`: each signed-in farmer's own plantings; another person's are simply not found. */
const plantingInfoRoutes: FastifyPluginAsyncZod<{ clock: () => Date }> = async (app, { clock }) => {
  const db = app.database.db;
  async function ownRow(userId: string, id: string): Promise<PlantingRow> {
    const row = await ownPlanting(db, userId, id);
    if (!row) throw new ApiError(404, 'not_found');
    return row;
  }
  const common = { tags: ['planting info'], security: [{ bearerAuth: [] }] };

  /** A planting may be on a farm the caller may use only; it then carries that farm's name. */
  async function withFarm<T extends { farm: string | null; farm_name: string | null }>(
    caller: Caller,
    facts: T,
  ) {
    if (!facts.farm) return facts;
    const farm = await usableFarm(db, caller, facts.farm);
    if (!farm) throw new FieldErrors({ farm: ['unknown_farm'] });
    return { ...facts, farm_name: farm.name };
  }

  app.get(
    '/plantinginfo/',
    {
      onRequest: app.requireUser,
      schema: {
        ...common,
        summary: 'My plantings, newest first',
        querystring: plantingInfoQuerySchema,
        response: { 200: plantingInfoListSchema, ...authErrors },
      },
    },
    async (request) => {
      const page = await pagePlantings(db, request.user!.id, request.query);
      return paginate(request, request.query, page, toPlanting);
    },
  );

  app.post(
    '/plantinginfo/',
    {
      onRequest: app.requireUser,
      schema: {
        ...common,
        summary: 'Keep a planting',
        body: plantingInfoInputSchema,
        response: { 201: plantingInfoSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const body = await withFarm(request.user!, request.body);
      const season = await checkPlanting(db, body, nairobiDate(clock()));
      const row = await insertPlanting(db, request.user!.id, plantingValues(body, season), clock());
      return reply.code(201).send(toPlanting(row));
    },
  );

  app.get(
    '/plantinginfo/:id/',
    {
      onRequest: app.requireUser,
      schema: {
        ...common,
        summary: 'One of my plantings',
        params: plantingInfoParamsSchema,
        response: { 200: plantingInfoSchema, ...authErrors },
      },
    },
    async (request) => toPlanting(await ownRow(request.user!.id, request.params.id)),
  );

  /** PUT sends every field and PATCH some; either way the result is checked as a whole. */
  async function change(user: Caller, id: string, changes: PlantingInfoPatch) {
    const current = toPlanting(await ownRow(user.id, id));
    const next = await withFarm(user, { ...current, ...changes });
    // A new crop, place or date may mean another season, unless the caller names one.
    const moved = ['crop', 'county_id', 'planted_on'].some((key) => key in changes);
    const season = await checkPlanting(
      db,
      { ...next, season: changes.season ?? (moved ? undefined : current.season) },
      nairobiDate(clock()),
    );
    return toPlanting(await updatePlanting(db, user.id, id, plantingValues(next, season), clock()));
  }
  for (const [method, body] of [
    ['PUT', plantingInfoInputSchema],
    ['PATCH', plantingInfoPatchSchema],
  ] as const) {
    app.route({
      method,
      url: '/plantinginfo/:id/',
      onRequest: app.requireUser,
      schema: {
        ...common,
        summary: method === 'PUT' ? 'Replace one of my plantings' : 'Change one of my plantings',
        params: plantingInfoParamsSchema,
        body,
        response: { 200: plantingInfoSchema, ...authErrors },
      },
      handler: async (request) => change(request.user!, request.params.id, request.body as PlantingInfoPatch),
    });
  }

  app.delete(
    '/plantinginfo/:id/',
    {
      onRequest: app.requireUser,
      schema: {
        ...common,
        summary: 'Forget one of my plantings',
        params: plantingInfoParamsSchema,
        response: { 204: z.null(), ...authErrors },
      },
    },
    async (request, reply) => {
      await ownRow(request.user!.id, request.params.id);
      await deletePlanting(db, request.user!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default plantingInfoRoutes;
