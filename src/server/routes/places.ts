import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrorResponses, errorDetailSchema } from '../../contract/errors.ts';
import {
  countyListSchema,
  countySchema,
  nearestCountySchema,
  nearestQuerySchema,
  placeIdParamsSchema,
  placeQuerySchema,
  subcountyListSchema,
  subcountySchema,
  wardListSchema,
  wardSchema,
  type PlaceQuery,
} from '../../contract/places.ts';
import { counties, subcounties, wards } from '../db/schema.ts';
import { ApiError } from '../errors/api-error.ts';
import { pageLinks } from '../http/page-links.ts';
import { nearestCounty } from '../places/nearest-county.ts';
import { placeSearchKey } from '../places/place-search-key.ts';

type Row<T extends PgTable> = T['$inferSelect'];
const toCounty = (row: Row<typeof counties>) => ({
  id: row.id,
  name: row.name,
  iso_3166_2: row.iso31662,
  headquarters: row.headquarters,
  centroid: { latitude: row.centroidLatitude, longitude: row.centroidLongitude },
});
const toSubcounty = (row: Row<typeof subcounties>) => ({
  id: row.id,
  name: row.name,
  county_id: row.countyId,
});
const toWard = (row: Row<typeof wards>) => ({
  id: row.id,
  name: row.name,
  subcounty_id: row.subcountyId,
  county_id: row.countyId,
});

/** `county/`, `subcounty/` and `ward/`: lists with search and parent filters, and one place by its IEBC code. */
const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  function register<T extends typeof counties | typeof subcounties | typeof wards, Item>(options: {
    path: string;
    table: T;
    toItem: (row: Row<T>) => Item;
    item: typeof countySchema | typeof subcountySchema | typeof wardSchema;
    list: typeof countyListSchema | typeof subcountyListSchema | typeof wardListSchema;
    filters: (query: PlaceQuery) => (SQL | undefined)[];
    noun: string;
  }) {
    const { table } = options;
    const columns = table as unknown as { id: PgColumn; searchKey: PgColumn; name: PgColumn };
    app.get(
      `/${options.path}/`,
      {
        schema: {
          tags: ['places'],
          summary: `Kenya's ${options.noun}, searchable and filtered by parent`,
          querystring: placeQuerySchema,
          response: { 200: options.list, ...commonErrorResponses },
        },
      },
      async (request) => {
        const query = request.query;
        const key = query.search ? placeSearchKey(query.search) : '';
        const where = and(...options.filters(query), key ? ilike(columns.searchKey, `%${key}%`) : undefined);
        const [{ total = 0 } = {}] = await db
          .select({ total: count() })
          .from(table as PgTable)
          .where(where);
        const rows = await db
          .select()
          .from(table as PgTable)
          .where(where)
          .orderBy(asc(columns.name))
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size);
        return {
          count: total,
          ...pageLinks(request, query.page, query.page_size, total),
          results: rows.map((row) => options.toItem(row as Row<T>)) as never,
        };
      },
    );
    app.get(
      `/${options.path}/:id/`,
      {
        schema: {
          tags: ['places'],
          summary: `One of Kenya's ${options.noun} by its IEBC code`,
          params: placeIdParamsSchema,
          response: { 200: options.item, 404: errorDetailSchema, ...commonErrorResponses },
        },
      },
      async (request) => {
        const [row] = await db
          .select()
          .from(table as PgTable)
          .where(eq(columns.id, request.params.id));
        if (!row) throw new ApiError(404, 'not_found');
        return options.toItem(row as Row<T>) as never;
      },
    );
  }

  app.get(
    '/county/nearest/',
    {
      schema: {
        tags: ['places'],
        summary: 'The county nearest to a point (by county centroid)',
        querystring: nearestQuerySchema,
        response: { 200: nearestCountySchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const rows = await db.select().from(counties);
      const centres = rows.map((row) => ({
        ...row,
        latitude: row.centroidLatitude,
        longitude: row.centroidLongitude,
      }));
      const best = nearestCounty(request.query, centres)!;
      return { county: toCounty(best.county), distance_km: Math.round(best.distanceKm * 10) / 10 };
    },
  );

  register({
    path: 'county',
    table: counties,
    toItem: toCounty,
    item: countySchema,
    list: countyListSchema,
    filters: () => [],
    noun: 'counties',
  });
  register({
    path: 'subcounty',
    table: subcounties,
    toItem: toSubcounty,
    item: subcountySchema,
    list: subcountyListSchema,
    filters: (query) => [query.county ? eq(subcounties.countyId, query.county) : undefined],
    noun: 'subcounties (parliamentary constituencies)',
  });
  register({
    path: 'ward',
    table: wards,
    toItem: toWard,
    item: wardSchema,
    list: wardListSchema,
    filters: (query) => [
      query.county ? eq(wards.countyId, query.county) : undefined,
      query.subcounty ? eq(wards.subcountyId, query.subcounty) : undefined,
    ],
    noun: 'wards',
  });
};

export default placeRoutes;
