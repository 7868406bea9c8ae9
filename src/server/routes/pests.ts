import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrorResponses, errorDetailSchema } from '../../contract/errors.ts';
import {
  langQuerySchema,
  pestBundleSchema,
  pestListSchema,
  pestParamsSchema,
  pestQuerySchema,
  pestSchema,
  type Pest,
} from '../../contract/library.ts';
import { pagedList } from '../db/paged-rows.ts';
import { ApiError } from '../errors/api-error.ts';
import { paginate } from '../http/paginate.ts';
import { libraryLanguage, type LibraryLanguage } from '../library/library-language.ts';
import { searchScore } from '../library/library-search.ts';
import {
  libraryEntriesOf,
  libraryEntryBySlug,
  type LibraryEntryRow as Row,
} from '../services/library/library-repository.ts';

const content = (row: Row, lang: LibraryLanguage): Pest => (lang === 'sw' ? row.contentSw : row.contentEn);

/** Both languages' names and common names: a Swahili name typed in an English list still ranks first. */
const names = (row: Row) =>
  [row.contentEn, row.contentSw].flatMap((entry) => [entry.name, ...entry.common_names]).join(' ');

const listItem = (entry: Pest, row: Row) => ({
  slug: entry.slug,
  lang: entry.lang,
  kind: entry.kind,
  name: entry.name,
  common_names: entry.common_names,
  scientific_name: entry.scientific_name,
  summary: entry.summary,
  crops: entry.crops,
  parts: entry.parts,
  looks: entry.looks,
  prevalence: entry.prevalence,
  general_guidance: entry.general_guidance,
  keywords: [
    ...new Set(
      [row.contentEn, row.contentSw].flatMap((text) => [text.name, ...text.common_names, ...text.words]),
    ),
  ],
});

/** `pest/`: the plant health library, searchable and filtered; one entry by slug; the offline bundle. */
const pestRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/pest/',
    {
      schema: {
        tags: ['library'],
        summary:
          'Library entries (pests, diseases, weeds, healthy-crop notes), searchable by name or symptom',
        querystring: pestQuerySchema,
        response: { 200: pestListSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const { search, crop, kind } = request.query;
      const lang = libraryLanguage(request, request.query.lang);
      const rows = await libraryEntriesOf(db, { crop, kind });
      // The library is small (tens of entries), so ranking typed words happens here rather than in SQL.
      const ranked = search
        ? rows
            .map((row) => ({ row, score: searchScore(search, { name: names(row), text: row.searchText }) }))
            .filter((hit) => hit.score > 0)
            .sort((a, b) => b.score - a.score)
            .map((hit) => hit.row)
        : rows;
      return paginate(request, request.query, pagedList(ranked, request.query), (row) =>
        listItem(content(row, lang), row),
      );
    },
  );

  app.get(
    '/pest/bundle/',
    {
      schema: {
        tags: ['library'],
        summary: 'The whole library in one language for offline use, versioned by a hash of its content',
        querystring: langQuerySchema,
        response: { 200: pestBundleSchema, 304: z.null(), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const lang = libraryLanguage(request, request.query.lang);
      const rows = await libraryEntriesOf(db);
      const entries = rows.map((row) => content(row, lang));
      const version = createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 16);
      const etag = `"${lang}-${version}"`;
      reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-language');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return { version, lang, count: entries.length, entries };
    },
  );

  app.get(
    '/pest/:slug/',
    {
      schema: {
        tags: ['library'],
        summary: 'One library entry by its slug or any of its other slugs (e.g. a classifier slug)',
        params: pestParamsSchema,
        querystring: langQuerySchema,
        response: { 200: pestSchema, 404: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const lang = libraryLanguage(request, request.query.lang);
      const { slug } = request.params;
      const row = await libraryEntryBySlug(db, slug);
      if (!row) throw new ApiError(404, 'not_found');
      reply.header('vary', 'accept-language');
      return content(row, lang);
    },
  );
};

export default pestRoutes;
