import { asc, eq, sql } from 'drizzle-orm';
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
import { libraryCrops, libraryEntries, libraryPesticides } from '../db/schema.ts';
import { ApiError } from '../errors/api-error.ts';
import { pageLinks } from '../http/page-links.ts';
import { libraryLanguage } from '../library/library-language.ts';
import { searchScore } from '../library/library-search.ts';

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
      const { search, status, page, page_size } = request.query;
      const rows = await db
        .select()
        .from(libraryPesticides)
        .where(status ? eq(libraryPesticides.kenyaStatus, status) : undefined)
        .orderBy(asc(libraryPesticides.name));
      const found = search
        ? rows.filter(
            (row) =>
              searchScore(search, { name: row.name, text: row.content.targets.join(' ').toLowerCase() }) > 0,
          )
        : rows;
      return {
        count: found.length,
        ...pageLinks(request, page, page_size, found.length),
        results: found.slice((page - 1) * page_size, page * page_size).map((row) => row.content),
      };
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
      const [row] = await db
        .select()
        .from(libraryPesticides)
        .where(eq(libraryPesticides.slug, request.params.slug));
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
      const { search, page, page_size } = request.query;
      const lang = libraryLanguage(request, request.query.lang);
      const rows = await db
        .select({
          crop: libraryCrops,
          entries: db.$count(libraryEntries, sql`${libraryCrops.id} = any(${libraryEntries.crops})`),
        })
        .from(libraryCrops)
        .orderBy(asc(libraryCrops.rank));
      const found = search
        ? rows.filter(
            ({ crop }) => searchScore(search, { name: crop.content.names[lang], text: crop.searchText }) > 0,
          )
        : rows;
      return {
        count: found.length,
        ...pageLinks(request, page, page_size, found.length),
        results: found.slice((page - 1) * page_size, page * page_size).map(({ crop, entries }) => ({
          id: crop.id,
          name: crop.content.names[lang],
          names: crop.content.names,
          varieties: crop.content.varieties.map((variety) => ({
            name: variety.name,
            note: lang === 'sw' ? variety.note_sw : variety.note_en,
            source: variety.source,
          })),
          entry_count: entries,
        })),
      };
    },
  );
};

export default libraryReferenceRoutes;
