import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrorResponses, errorDetailSchema } from '../../contract/errors.ts';
import {
  farmInputSchema,
  farmListSchema,
  farmPatchSchema,
  farmQuerySchema,
  farmSchema,
  type FarmPatch,
} from '../../contract/farm.ts';
import {
  entityParamsSchema,
  farmerInputSchema,
  farmerListSchema,
  farmerPatchSchema,
  farmerQuerySchema,
  farmerSchema,
  type FarmerPatch,
} from '../../contract/farmer.ts';
import { ApiError, FieldErrors } from '../errors/api-error.ts';
import { bearerGuard } from '../http/bearer-guard.ts';
import { paginate } from '../http/paginate.ts';
import { isDataManager, type Caller } from '../services/farms/farm-access.ts';
import { ensureOwnFarmer } from '../services/farms/own-farmer-record.ts';
import {
  deleteFarm,
  farmByName,
  insertFarm,
  pageFarms,
  readableFarm,
  toFarm,
  updateFarm,
  usableFarm,
  wardCounty,
  type FarmColumns,
} from '../services/farms/farm-repository.ts';
import {
  deleteFarmer,
  farmerByPhone,
  insertFarmer,
  pageFarmers,
  readableFarmer,
  toFarmer,
  updateFarmer,
  writableFarmer,
} from '../services/farms/farmer-repository.ts';

const errors = {
  401: errorDetailSchema,
  403: errorDetailSchema,
  404: errorDetailSchema,
  /**
   * `farmer_claim_pending`: a data manager's record with the caller's number waits for its code;
   * `account_incomplete`: a Community-only account has no phone number for a farmer record.
   */
  409: errorDetailSchema,
  ...commonErrorResponses,
};

/**
 * `farmer/` and `farm/` (issue 13): a farmer account keeps its own record and farms, a data manager
 * those they registered, an agronomist reads those of their cases; anyone else's are not found.
 */
const farmRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const common = { security: [{ bearerAuth: [] }] };
  const caller = (request: { user: { id: string; role: string } | null }): Caller => request.user!;

  /**
   * Every signed-in user has their own farmer record from their first request here, or a 409 while a data
   * manager's record with their number waits for its code (`farmer/claim/`).
   */
  app.addHook('preHandler', async (request) => {
    if (request.user) await ensureOwnFarmer(db, request.user.id);
  });

  /** The phone number must be free, and a ward, when given, must exist (unchecked, it failed as a 500). */
  async function checkFarmer(
    values: { phone_number: string; ward?: string | null },
    farmerId: string | null,
  ) {
    const holder = await farmerByPhone(db, values.phone_number);
    if (holder && holder.id !== farmerId) throw new FieldErrors({ phone_number: ['farmer_phone_taken'] });
    if (values.ward && !(await wardCounty(db, values.ward)))
      throw new FieldErrors({ ward: ['unknown_place'] });
  }

  app.get(
    '/farmer/',
    {
      onRequest: app.requireUser,
      schema: {
        ...common,
        tags: ['farms'],
        summary: 'Farmers I may see: my own record, those I registered, those of my cases',
        querystring: farmerQuerySchema,
        response: { 200: farmerListSchema, ...errors },
      },
    },
    async (request) =>
      paginate(request, request.query, await pageFarmers(db, caller(request), request.query), toFarmer),
  );

  const requireDataManager = bearerGuard(async (request: FastifyRequest) => {
    await app.requireUser(request);
    if (!isDataManager(caller(request))) throw new ApiError(403, 'permission_denied');
  });

  app.post(
    '/farmer/',
    {
      onRequest: requireDataManager,
      schema: {
        ...common,
        tags: ['farms'],
        summary: 'Register a farmer (data managers)',
        body: farmerInputSchema,
        response: { 201: farmerSchema, ...errors },
      },
    },
    async (request, reply) => {
      await checkFarmer(request.body, null);
      return reply.code(201).send(toFarmer(await insertFarmer(db, request.user!.id, request.body)));
    },
  );

  app.get(
    '/farmer/:id/',
    {
      onRequest: app.requireUser,
      schema: {
        ...common,
        tags: ['farms'],
        summary: 'One farmer',
        params: entityParamsSchema,
        response: { 200: farmerSchema, ...errors },
      },
    },
    async (request) => {
      const row = await readableFarmer(db, caller(request), request.params.id);
      if (!row) throw new ApiError(404, 'not_found');
      return toFarmer(row);
    },
  );

  for (const [method, body] of [
    ['PUT', farmerInputSchema],
    ['PATCH', farmerPatchSchema],
  ] as const) {
    app.route({
      method,
      url: '/farmer/:id/',
      onRequest: app.requireUser,
      schema: {
        ...common,
        tags: ['farms'],
        summary: method === 'PUT' ? 'Replace a farmer' : 'Change a farmer',
        params: entityParamsSchema,
        body,
        response: { 200: farmerSchema, ...errors },
      },
      handler: async (request) => {
        const { id } = request.params as { id: string };
        const row = await writableFarmer(db, caller(request), id);
        if (!row) throw new ApiError(404, 'not_found');
        const current = toFarmer(row);
        const next = { ...current, ...(request.body as FarmerPatch) };
        // The number a farmer signs in with is theirs only after a code: typed here, it would take
        // another person's number, and that person's farms would fail for good once they signed up.
        if (row.userId && next.phone_number !== row.phoneNumber)
          throw new FieldErrors({ phone_number: ['farmer_phone_from_account'] });
        await checkFarmer(next, id);
        return toFarmer(await updateFarmer(db, id, next));
      },
    });
  }

  app.delete(
    '/farmer/:id/',
    {
      onRequest: app.requireUser,
      schema: {
        ...common,
        tags: ['farms'],
        summary: 'Remove a farmer and their farms',
        params: entityParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const row = await writableFarmer(db, caller(request), request.params.id);
      if (!row) throw new ApiError(404, 'not_found');
      await deleteFarmer(db, row.id);
      return reply.code(204).send(null);
    },
  );

  /** The ward must exist and the name be free for that farmer; answers the ward's county. */
  async function checkFarm(values: FarmColumns, farmerId: string, farmId: string | null) {
    const countyId = values.ward ? await wardCounty(db, values.ward) : undefined;
    if (!countyId) throw new FieldErrors({ ward: ['unknown_place'] });
    const sameName = await farmByName(db, farmerId, values.name);
    if (sameName && sameName.id !== farmId) throw new FieldErrors({ name: ['farm_name_taken'] });
    return countyId;
  }

  app.get(
    '/farm/',
    {
      onRequest: app.requireUser,
      schema: {
        ...common,
        tags: ['farms'],
        summary: 'Farms I may see, by name; `?farmer=` keeps one farmer’s',
        querystring: farmQuerySchema,
        response: { 200: farmListSchema, ...errors },
      },
    },
    async (request) =>
      paginate(request, request.query, await pageFarms(db, caller(request), request.query), toFarm),
  );

  app.post(
    '/farm/',
    {
      onRequest: app.requireUser,
      schema: {
        ...common,
        tags: ['farms'],
        summary: 'Add a farm: mine, or (data managers) one of a farmer I registered',
        body: farmInputSchema,
        response: { 201: farmSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { farmer, ...values } = request.body;
      const owner = farmer
        ? await writableFarmer(db, caller(request), farmer)
        : await ensureOwnFarmer(db, request.user!.id);
      if (!owner) throw new FieldErrors({ farmer: ['unknown_farmer'] });
      const countyId = await checkFarm(values, owner.id, null);
      return reply.code(201).send(toFarm(await insertFarm(db, owner.id, values, countyId)));
    },
  );

  app.get(
    '/farm/:id/',
    {
      onRequest: app.requireUser,
      schema: {
        ...common,
        tags: ['farms'],
        summary: 'One farm',
        params: entityParamsSchema,
        response: { 200: farmSchema, ...errors },
      },
    },
    async (request) => {
      const row = await readableFarm(db, caller(request), request.params.id);
      if (!row) throw new ApiError(404, 'not_found');
      return toFarm(row);
    },
  );

  for (const [method, body] of [
    ['PUT', farmInputSchema.omit({ farmer: true })],
    ['PATCH', farmPatchSchema],
  ] as const) {
    app.route({
      method,
      url: '/farm/:id/',
      onRequest: app.requireUser,
      schema: {
        ...common,
        tags: ['farms'],
        summary: method === 'PUT' ? 'Replace a farm' : 'Change a farm',
        params: entityParamsSchema,
        body,
        response: { 200: farmSchema, ...errors },
      },
      handler: async (request) => {
        const { id } = request.params as { id: string };
        const row = await usableFarm(db, caller(request), id);
        if (!row) throw new ApiError(404, 'not_found');
        const { farmer: _farmer, county: _county, ...current } = toFarm(row);
        const next = { ...current, ...(request.body as FarmPatch) } as FarmColumns;
        const countyId = await checkFarm(next, row.farmerId, id);
        return toFarm(await updateFarm(db, id, next, countyId));
      },
    });
  }

  app.delete(
    '/farm/:id/',
    {
      onRequest: app.requireUser,
      schema: {
        ...common,
        tags: ['farms'],
        summary: 'Remove a farm; its plantings and plant checks stay, without a farm',
        params: entityParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const row = await usableFarm(db, caller(request), request.params.id);
      if (!row) throw new ApiError(404, 'not_found');
      await deleteFarm(db, row.id);
      return reply.code(204).send(null);
    },
  );
};

export default farmRoutes;
