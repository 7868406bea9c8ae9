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
} from '../../contract/places.ts';
import { ApiError } from '../errors/api-error.ts';
import { paginate } from '../http/paginate.ts';
import { nearestCounty } from '../places/nearest-county.ts';
import {
  allCounties,
  pagePlaces,
  placeById,
  type PlaceLevel,
  type PlaceRow,
} from '../services/places/place-repository.ts';

const toCounty = (row: PlaceRow<'county'>) => ({
  id: row.id,
  name: row.name,
  iso_3166_2: row.iso31662,
  headquarters: row.headquarters,
  centroid: { latitude: row.centroidLatitude, longitude: row.centroidLongitude },
});
const toSubcounty = (row: PlaceRow<'subcounty'>) => ({
  id: row.id,
  name: row.name,
  county_id: row.countyId,
});
const toWard = (row: PlaceRow<'ward'>) => ({
  id: row.id,
  name: row.name,
  subcounty_id: row.subcountyId,
  county_id: row.countyId,
});

/** `county/`, `subcounty/` and `ward/`: lists with search and parent filters, and one place by its IEBC code. */
const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  function register<L extends PlaceLevel, Item>(options: {
    path: L;
    toItem: (row: PlaceRow<L>) => Item;
    item: typeof countySchema | typeof subcountySchema | typeof wardSchema;
    list: typeof countyListSchema | typeof subcountyListSchema | typeof wardListSchema;
    noun: string;
    /** What `?search=` matches, for the OpenAPI description. */
    searches: string;
  }) {
    app.get(
      `/${options.path}/`,
      {
        schema: {
          tags: ['places'],
          summary: `Kenya's ${options.noun}, searchable and filtered by parent`,
          description: `\`search\` ${options.searches}; case, apostrophes, hyphens and "county" do not matter.`,
          querystring: placeQuerySchema,
          response: { 200: options.list, ...commonErrorResponses },
        },
      },
      async (request) => {
        const page = await pagePlaces(db, options.path, request.query);
        return paginate(request, request.query, page, options.toItem) as never;
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
        const row = await placeById(db, options.path, request.params.id);
        if (!row) throw new ApiError(404, 'not_found');
        return options.toItem(row) as never;
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
      const rows = await allCounties(db);
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
    toItem: toCounty,
    item: countySchema,
    list: countyListSchema,
    noun: 'counties',
    searches: "matches the county's name",
  });
  register({
    path: 'subcounty',
    toItem: toSubcounty,
    item: subcountySchema,
    list: subcountyListSchema,
    noun: 'subcounties (parliamentary constituencies)',
    searches: "matches the subcounty's name",
  });
  register({
    path: 'ward',
    toItem: toWard,
    item: wardSchema,
    list: wardListSchema,
    noun: 'wards',
    searches:
      "matches the ward's name, its subcounty's name or its county's name (a fixed `subcounty` or " +
      '`county` filter is not searched again); wards whose name is or starts with the term come first, ' +
      'then wards whose name contains it, then those matched by subcounty, then by county',
  });
};

export default placeRoutes;
