import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrorResponses, errorDetailSchema } from '../../contract/errors.ts';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_COLUMNS,
  UPLOAD_JOB_ROWS,
  uploadJobParamsSchema,
  uploadJobSchema,
  uploadQuerySchema,
  uploadResultSchema,
} from '../../contract/upload.ts';
import { ApiError, FieldErrors } from '../errors/api-error.ts';
import { bearerGuard } from '../http/bearer-guard.ts';
import { pickLanguage, translatorFor } from '../i18n/server-translator.ts';
import type { Caller } from '../services/farms/farm-access.ts';
import { sendUpload, startUploadWorker } from '../jobs/upload-job.ts';
import { readCsv } from '../services/uploads/csv-table.ts';
import { insertUploadJob, ownUploadJob, toUploadJob } from '../services/uploads/upload-job-repository.ts';
import { uploadImports } from '../services/uploads/upload-kinds.ts';

const errors = {
  401: errorDetailSchema,
  403: errorDetailSchema,
  404: errorDetailSchema,
  413: errorDetailSchema,
  415: errorDetailSchema,
  ...commonErrorResponses,
};

/** The one file of the multipart body, in the field `file`, at most 10 MB. */
async function readFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'unsupported_media_type', { type: request.headers['content-type'] ?? '' });
  }
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || file) throw new FieldErrors({ [part.fieldname]: ['unexpected_csv'] });
      file = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof ApiError || error instanceof FieldErrors) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(413, 'upload_too_large', { megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 });
    }
    throw new ApiError(400, 'malformed_request');
  }
  if (!file) throw new FieldErrors({ file: ['required'] });
  return file;
}

/**
 * `upload/<kind>/` (issue 13): a data manager's CSV of farmers, farms, fertilizers or varieties.
 * All or nothing; a file of more than 5,000 rows is imported in the background.
 */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5 },
  });
  app.jobs.onStart((boss) =>
    startUploadWorker(boss, db, {
      inSteps: app.database.kind === 'pglite',
      written: () => app.clearCachedReads(),
    }),
  );

  /** Whoever may write a kind's records through the JSON API may upload them (issue 35). */
  const requireUploader = (mayUpload: (caller: Caller) => boolean) =>
    bearerGuard(async (request: FastifyRequest) => {
      await app.requireUser(request);
      if (!mayUpload(request.user!)) throw new ApiError(403, 'permission_denied');
    });
  const mayUploadAny = (caller: Caller) =>
    Object.values(uploadImports).some((kind) => kind.mayUpload(caller));
  const common = { tags: ['uploads'], security: [{ bearerAuth: [] }] };

  for (const [kind, runImport] of Object.entries(uploadImports)) {
    const columns = UPLOAD_COLUMNS[kind as keyof typeof UPLOAD_COLUMNS];
    app.post(
      `/upload/${kind}/`,
      {
        onRequest: requireUploader(runImport.mayUpload),
        schema: {
          ...common,
          summary: `Import ${kind} rows from a CSV (field \`file\`; header: ${columns.join(', ')})`,
          consumes: ['multipart/form-data'],
          querystring: uploadQuerySchema,
          response: {
            200: uploadResultSchema,
            202: uploadJobSchema,
            ...errors,
            400: uploadResultSchema.or(commonErrorResponses[400]),
          },
        },
      },
      async (request, reply) => {
        const file = await readFile(request);
        const table = await readCsv(file);
        const { dry_run: dryRun, replace_shipped: replaceShipped } = request.query;
        const language = pickLanguage(request.headers['accept-language']);
        if (table.rows.length > UPLOAD_JOB_ROWS) {
          const job = await insertUploadJob(db, {
            kind: kind as keyof typeof UPLOAD_COLUMNS,
            userId: request.user!.id,
            language,
            dryRun,
            replaceShipped,
            rows: table.rows.length,
            csv: file,
          });
          await sendUpload(await app.jobs.started(), job.id);
          return reply
            .code(202)
            .header('location', `/api/v1/upload/status/${job.id}/`)
            .send(toUploadJob(job));
        }
        const result = await runImport(db, request.user!, table, {
          dryRun,
          replaceShipped,
          translate: translatorFor(request.headers['accept-language']),
        });
        if (!dryRun && result.errors.length === 0) app.clearCachedReads();
        return reply.code(result.errors.length > 0 ? 400 : 200).send(result);
      },
    );

    app.get(
      `/upload/${kind}/template/`,
      {
        schema: {
          tags: ['uploads'],
          summary: `The CSV template for ${kind}: its header row, then its columns' rules on lines starting with #, which an upload skips`,
          // Only the template is CSV: its errors are JSON like every other answer.
          response: {
            200: { description: 'The template', content: { 'text/csv': { schema: z.string() } } },
            ...commonErrorResponses,
          },
        },
      },
      async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${kind.replace('/', '-')}-template.csv"`)
          .header('vary', 'accept-language')
          .send(runImport.template(translatorFor(request.headers['accept-language']))),
    );
  }

  app.get(
    '/upload/status/:id/',
    {
      onRequest: requireUploader(mayUploadAny),
      schema: {
        ...common,
        summary: 'A background import: its state, rows done so far, and its answer once finished',
        params: uploadJobParamsSchema,
        response: { 200: uploadJobSchema, ...errors },
      },
    },
    async (request) => {
      const job = await ownUploadJob(db, request.user!.id, request.params.id);
      if (!job) throw new ApiError(404, 'not_found');
      return toUploadJob(job);
    },
  );
};

export default uploadRoutes;
