import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { openTestDatabase, testConfig } from '../helpers/test-app.ts';
import { leaf, upload, waitForTask } from './support/classify-app.ts';

const modelFile = path.resolve(import.meta.dirname, '../../../public/models/mimea-classifier.onnx');

let app: FastifyInstance;
beforeAll(async () => {
  const config = testConfig();
  app = await buildApp({
    config: { ...config, jobs: { ...config.jobs, inProcessWorkers: 1, classifierThreads: 1 } },
    database: await openTestDatabase(),
    logger: false,
  });
});
afterAll(() => app?.close());

describe.skipIf(!existsSync(modelFile))('classify/image/ with the shipped model', () => {
  it('classifies a real leaf photo through the worker threads', { timeout: 60_000 }, async () => {
    const answer = (await upload(app, leaf('tomato__late_blight'), { fields: { crop: 'tomato' } })).json();
    const { body } = await waitForTask(app, answer.task_id, { 'x-upload-token': answer.upload_token });
    expect(body.status).toBe('succeeded');
    expect(body.result.predictions).toHaveLength(3);
    expect(['confident', 'not_sure', 'not_a_plant']).toContain(body.result.verdict);
    const confidences = body.result.predictions.map((p: { confidence: number }) => p.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
    expect(body.result.predictions[0]).toEqual({
      label: expect.stringMatching(/^[a-z]+__[a-z_]+$/),
      crop: expect.any(String),
      condition: expect.any(String),
      confidence: expect.any(Number),
    });
    // The differential starts from every tomato condition (ten), with only the API's four fields.
    const { candidates, unfamiliar } = body.result.differential;
    expect(candidates.map((c: { crop: string }) => c.crop)).toEqual(Array(10).fill('tomato'));
    expect(candidates[0]).toEqual(body.result.predictions[0]);
    expect(Object.keys(candidates[1]).sort()).toEqual(['condition', 'confidence', 'crop', 'label']);
    expect(typeof unfamiliar).toBe('boolean');
  });
});
