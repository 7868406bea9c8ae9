import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cropCreateSchema,
  cropParamsSchema,
  cropPatchSchema,
  cropValuesSchema,
  type CropPatch,
} from '../../contract/crop.ts';
import { commonErrorResponses, errorDetailSchema } from '../../contract/errors.ts';
import {
  cropListSchema,
  cropQuerySchema,
  cropSchema,
  type Crop,
  pesticideListSchema,
  pesticideQuerySchema,
  pesticideSchema,
} from '../../contract/library-reference.ts';
import { langQuerySchema, pestParamsSchema } from '../../contract/library.ts';
import type { VarietyRow } from '../agronomy/agronomy-columns.ts';
import { varietyNote } from '../agronomy/variety-data.ts';
import { pagedList } from '../db/paged-rows.ts';
import { ApiError, FieldErrors } from '../errors/api-error.ts';
import { paginate } from '../http/paginate.ts';
import { referenceManagerOnly, writeErrors, writeSecurity } from '../http/reference-manager.ts';
import { translatorFor } from '../i18n/server-translator.ts';
import { libraryLanguage, type LibraryLanguage } from '../library/library-language.ts';
import { searchScore } from '../library/library-search.ts';
import { varietiesOf } from '../services/agronomy/reference-repository.ts';
import {
  cropById,
  cropUses,
  deleteCrop,
  insertCrop,
  updateCrop,
  type CropRow,
} from '../services/library/crop-repository.ts';
import {
  cropsWithEntryCounts,
  pesticideBySlug,
  pesticidesOf,
} from '../services/library/library-repository.ts';

/**
 * A crop as `crop/` shows it: its name in the reader's language, both names, its varieties (those of
 * `crop/variety/`) and how many library entries name it.
 */
function toCrop(crop: CropRow, varieties: VarietyRow[], entries: number, lang: LibraryLanguage): Crop {
  return {
    id: crop.id,
    name: crop.content.names[lang],
    names: crop.content.names,
    varieties: varieties.map((variety) => ({
      name: variety.name,
      note: varietyNote(variety.traits, lang),
      source: variety.source,
    })),
    entry_count: entries,
  };
}

/**
 * `pesticide/` (active ingredients with hazard class, PHI and Kenyan status) and `crop/` (with
 * varieties), which data managers may also add to, rename and remove from.
 */
const libraryReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const requireReferenceManager = referenceManagerOnly(app);

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
        summary: 'Crops with their varieties (those of crop/variety/) and how many library entries name them',
        querystring: cropQuerySchema,
        response: { 200: cropListSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const { search } = request.query;
      const lang = libraryLanguage(request, request.query.lang);
      const [rows, varieties] = await Promise.all([cropsWithEntryCounts(db), varietiesOf(db)]);
      const byCrop = new Map<string, VarietyRow[]>();
      for (const variety of varieties) {
        const ofCrop = byCrop.get(variety.crop) ?? [];
        ofCrop.push(variety);
        byCrop.set(variety.crop, ofCrop);
      }
      const found = search
        ? rows.filter(
            ({ crop }) => searchScore(search, { name: crop.content.names[lang], text: crop.searchText }) > 0,
          )
        : rows;
      return paginate(request, request.query, pagedList(found, request.query), ({ crop, entries }) =>
        toCrop(crop, byCrop.get(crop.id) ?? [], entries, lang),
      );
    },
  );

  /** One crop as `crop/` lists it, or 404. */
  async function cropAnswer(id: string, lang: LibraryLanguage) {
    const [found] = await cropsWithEntryCounts(db, id);
    if (!found) throw new ApiError(404, 'not_found');
    return toCrop(found.crop, await varietiesOf(db, id), found.entries, lang);
  }

  app.get(
    '/crop/:id/',
    {
      schema: {
        tags: ['library'],
        summary: 'One crop with its varieties and how many library entries name it',
        params: cropParamsSchema,
        querystring: langQuerySchema,
        response: { 200: cropSchema, 404: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request) => cropAnswer(request.params.id, libraryLanguage(request, request.query.lang)),
  );

  app.post(
    '/crop/',
    {
      onRequest: requireReferenceManager,
      schema: {
        ...writeSecurity,
        tags: ['library'],
        summary: 'Add a crop by its id and its English and Swahili names (data managers)',
        querystring: langQuerySchema,
        body: cropCreateSchema,
        response: { 201: cropSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      if (await cropById(db, request.body.id)) throw new FieldErrors({ id: ['crop_id_taken'] });
      await insertCrop(db, request.body);
      app.clearCachedReads();
      return reply
        .code(201)
        .send(await cropAnswer(request.body.id, libraryLanguage(request, request.query.lang)));
    },
  );

  for (const [method, body] of [
    ['PUT', cropValuesSchema],
    ['PATCH', cropPatchSchema],
  ] as const) {
    app.route({
      method,
      url: '/crop/:id/',
      onRequest: requireReferenceManager,
      schema: {
        ...writeSecurity,
        tags: ['library'],
        summary: method === 'PUT' ? 'Rename a crop or move it in the lists' : 'Change a crop’s names or rank',
        params: cropParamsSchema,
        querystring: langQuerySchema,
        body,
        response: { 200: cropSchema, ...writeErrors },
      },
      handler: async (request) => {
        const { id } = request.params as { id: string };
        const { lang } = request.query as { lang?: LibraryLanguage };
        const crop = await cropById(db, id);
        if (!crop) throw new ApiError(404, 'not_found');
        const change = request.body as CropPatch;
        await updateCrop(db, crop, {
          names: { ...crop.content.names, ...change.names },
          rank: change.rank ?? crop.rank,
        });
        app.clearCachedReads();
        return cropAnswer(id, libraryLanguage(request, lang));
      },
    });
  }

  app.delete(
    '/crop/:id/',
    {
      onRequest: requireReferenceManager,
      schema: {
        ...writeSecurity,
        tags: ['library'],
        summary:
          'Remove a crop nothing names any more (409 while varieties, recommendations, plantings, cases or library entries do)',
        params: cropParamsSchema,
        response: { 204: z.null(), 409: errorDetailSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await cropById(db, id))) throw new ApiError(404, 'not_found');
      const t = translatorFor(request.headers['accept-language']);
      const uses = Object.entries(await cropUses(db, id))
        .filter(([, count]) => count > 0)
        .map(([use, count]) => t(`crop_use.${use}`, { count }));
      if (uses.length > 0) throw new ApiError(409, 'crop_in_use', { uses: uses.join(', ') });
      await deleteCrop(db, id);
      app.clearCachedReads();
      return reply.code(204).send(null);
    },
  );
};

export default libraryReferenceRoutes;
