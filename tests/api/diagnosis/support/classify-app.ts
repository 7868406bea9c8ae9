import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { buildApp } from '../../../../src/server/app.ts';
import { classifyTasks, firstDiagnoses, uploadedImages } from '../../../../src/server/db/schema.ts';
import type { ImageClassifier } from '../../../../src/server/jobs/image-classifier.ts';
import type { ServerConfig } from '../../../../src/server/config/server-config.ts';
import { openTestDatabase, testConfig } from '../../helpers/test-app.ts';
import { multipart, photo } from './multipart.ts';

export const fixturesDir = path.resolve(import.meta.dirname, '../../../fixtures/leaves');
export const leaf = (name = 'tomato__late_blight') => readFileSync(path.join(fixturesDir, `${name}.jpg`));

/**
 * A stand-in for the ONNX model with a fixed answer, so API tests check the pipeline and not the model;
 * the shipped model itself runs in classify-real-model.test.ts.
 */
export const fakeClassifier: ImageClassifier = {
  async classify() {
    return {
      verdict: 'confident',
      model_version: 'test-model',
      predictions: [
        { label: 'tomato__late_blight', crop: 'tomato', condition: 'late_blight', confidence: 0.9 },
        { label: 'tomato__early_blight', crop: 'tomato', condition: 'early_blight', confidence: 0.06 },
        { label: 'potato__late_blight', crop: 'potato', condition: 'late_blight', confidence: 0.02 },
      ],
    };
  },
  close: async () => undefined,
};

export async function buildClassifyApp(
  classifier: ImageClassifier = fakeClassifier,
  workers = 1,
  overrides: Partial<ServerConfig> = {},
  clock?: () => Date,
) {
  const config = testConfig(overrides);
  const app = await buildApp({
    clock,
    config: { ...config, jobs: { ...config.jobs, inProcessWorkers: workers } },
    database: await openTestDatabase(),
    logger: false,
    classifier: async () => classifier,
  });
  return { app, uploadsDir: path.join(config.dataDir, 'uploads') };
}

export function upload(
  app: FastifyInstance,
  data: Buffer,
  options: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const body = multipart(options.fields ?? {}, [photo(data)]);
  return app.inject({
    method: 'POST',
    url: '/api/v1/classify/image/',
    payload: body.payload,
    headers: { ...body.headers, ...options.headers },
  });
}

/** Polls like a client until the task is done (or the test's own timeout ends it). */
export async function waitForTask(app: FastifyInstance, taskId: string, headers: Record<string, string>) {
  for (;;) {
    const response = await app.inject({ url: `/api/v1/classify/task-status/?task_id=${taskId}`, headers });
    const body = response.json();
    if (response.statusCode !== 200 || body.status === 'succeeded' || body.status === 'failed')
      return { response, body };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Rows and files a refused upload must not have left behind. */
export async function storedCounts(app: FastifyInstance, uploadsDir: string) {
  const db = app.database.db;
  const [images] = await db.select({ n: count() }).from(uploadedImages);
  const [tasks] = await db.select({ n: count() }).from(classifyTasks);
  const [firsts] = await db.select({ n: count() }).from(firstDiagnoses);
  let files = 0;
  try {
    for (const folder of readdirSync(uploadsDir)) files += readdirSync(path.join(uploadsDir, folder)).length;
  } catch {
    files = 0;
  }
  return { images: images!.n, tasks: tasks!.n, firstDiagnoses: firsts!.n, files };
}
