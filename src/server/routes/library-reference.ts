import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrorResponses, errorDetailSchema } from '../../contract/errors.ts';
import {
  cropListSchema,
  cropQuerySchema,
  pesticideListSchema,
  pesticideQuerySchema,
  pesticideSchema,
} from '../../contract/library-reference.ts';
import { pestParamsSchema } from '../../contract/library.ts';
import { pagedList } from '../db/paged-rows.ts';
import { ApiError } from '../errors/api-error.ts';
import { paginate } from '../http/paginate.ts';
import { libraryLanguage } from '../library/library-language.ts';
import { searchScore } from '../library/library-search.ts';
import {
  cropsWithEntryCounts,
  pesticideBySlug,
  pesticidesOf,
} from '../services/library/library-repository.ts';

/** `pesticide/` (active ingredients with hazard class, PHI and Kenyan status) and `crop/` (with varieties). */
const libraryReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/pesticide/',
    {
      schema: {
        tags: ['library'],
        summary: 'Active ingredients: WHO hazard class, typical pre-harvest interval, status in Kenya',
        querystring: pesticideQuerySchema,
        response: { 200: pesticideListSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const { search, status } = request.query;
      const rows = await pesticidesOf(db, status);
      const found = search
        ? rows.filter(
            (row) =>
              searchScore(search, { name: row.name, text: row.content.targets.join(' ').toLowerCase() }) > 0,
          )
        : rows;
      return paginate(request, request.query, pagedList(found, request.query), (row) => row.content);
    },
  );

  app.get(
    '/pesticide/:slug/',
    {
      schema: {
        tags: ['library'],
        summary: 'One active ingredient',
        params: pestParamsSchema,
        response: { 200: pesticideSchema, 404: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const row = await pesticideBySlug(db, request.params.slug);
      if (!row) throw new ApiError(404, 'not_found');
      return row.content;
    },
  );

  app.get(
    '/crop/',
    {
      schema: {
        tags: ['library'],
        summary: 'Crops with their varieties from the data pack and how many library entries name them',
        querystring: cropQuerySchema,
        response: { 200: cropListSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const { search } = request.query;
      const lang = libraryLanguage(request, request.query.lang);
      const rows = await cropsWithEntryCounts(db);
      const found = search
        ? rows.filter(
            ({ crop }) => searchScore(search, { name: crop.content.names[lang], text: crop.searchText }) > 0,
          )
        : rows;
      return paginate(request, request.query, pagedList(found, request.query), ({ crop, entries }) => ({
        id: crop.id,
        name: crop.content.names[lang],
        names: crop.content.names,
        varieties: crop.content.varieties.map((variety) => ({
          name: variety.name,
          note: lang === 'sw' ? variety.note_sw : variety.note_en,
          source: variety.source,
        })),
        entry_count: entries,
      }));
    },
  );
};

export default libraryReferenceRoutes;
