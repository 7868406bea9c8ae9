import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IDEMPOTENCY_HEADER,
  MAX_UPLOAD_BYTES,
  taskParamsSchema,
  taskQuerySchema,
  taskStatusSchema,
  uploadAnswerSchema,
} from '../../../contract/classify.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { ApiError } from '../../errors/api-error.ts';
import { apiPredictions } from '../../services/classify/api-predictions.ts';
import { cleanImage } from '../../services/classify/clean-image.ts';
import { createTask, findReplay } from '../../services/classify/create-task.ts';
import { taskWithResult } from '../../services/classify/image-repository.ts';
import { readUpload } from '../../services/classify/read-upload.ts';
import { mayRead, uploadOwner } from '../../services/classify/upload-owner.ts';
import imageFileRoute from './image-file-route.ts';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

/** `classify/image/` takes a photo and answers at once; `classify/task-status/` says how it is going. */
const classifyRoutes: FastifyPluginAsyncZod<{ uploadsPerMinutePerIp: number }> = async (app, options) => {
  const db = app.database.db;
  await app.register(imageFileRoute);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 20, fieldSize: 1024, parts: 24, headerPairs: 50 },
  });

  app.post(
    '/classify/image/',
    {
      config: { rateLimit: { max: options.uploadsPerMinutePerIp, timeWindow: 60_000 }, sendsJobs: true },
      schema: {
        tags: ['classify'],
        summary: 'Upload a plant photo (multipart: `image` + metadata fields); answers a task id at once',
        consumes: ['multipart/form-data'],
        headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
        response: {
          202: uploadAnswerSchema,
          413: errorDetailSchema,
          415: errorDetailSchema,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const header = request.headers[IDEMPOTENCY_HEADER];
      const idempotencyKey = typeof header === 'string' && IDEMPOTENCY_KEY.test(header) ? header : null;
      const owner = uploadOwner(request);
      const upload = await readUpload(request);
      const replay = await findReplay(db, owner, idempotencyKey);
      const task =
        replay ??
        (await createTask(
          { db, store: app.jobs.images, queue: app.jobs.enqueueClassification },
          { owner, clean: await cleanImage(upload.image), metadata: upload.metadata, idempotencyKey },
        ));
      // A retry of a task still waiting (perhaps stored without a job by an older version) queues it
      // again, which adds a job only where none exists; a new task's job is already in, this wakes it.
      if (task.status === 'pending') await app.jobs.enqueueClassification(task.id);
      return reply.code(202).send({ task_id: task.id, status: task.status, upload_token: owner.newToken });
    },
  );

  async function taskStatus(request: Parameters<typeof mayRead>[0], id: string) {
    const row = await taskWithResult(db, id);
    // Someone else's task is answered exactly like a missing one, so ids reveal nothing.
    if (!row || !mayRead(request, { userId: row.image.userId, tokenHash: row.image.uploadTokenHash }))
      throw new ApiError(404, 'not_found');
    const { task, first } = row;
    const done = task.status === 'succeeded' && first;
    return {
      task_id: task.id,
      status: task.status,
      image_id: task.imageId,
      reason: task.reason,
      result: done
        ? {
            verdict: first.verdict,
            predictions: apiPredictions(first.predictions),
            model_version: first.modelVersion,
            differential: first.differential && {
              ...first.differential,
              candidates: apiPredictions(first.differential.candidates),
            },
            first_diagnosis_id: first.id,
          }
        : null,
    };
  }

  const statusSchema = (summary: string) => ({
    tags: ['classify'],
    summary,
    response: { 200: taskStatusSchema, 404: errorDetailSchema, ...commonErrorResponses },
  });
  app.get(
    '/classify/task-status/',
    { schema: { ...statusSchema('How a classification is going'), querystring: taskQuerySchema } },
    async (request) => taskStatus(request, request.query.task_id),
  );
  app.get(
    '/classify/task-status/:id/',
    { schema: { ...statusSchema('How a classification is going (by path)'), params: taskParamsSchema } },
    async (request) => taskStatus(request, request.params.id),
  );
};

export default classifyRoutes;
