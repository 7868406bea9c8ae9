import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageClassifier } from '../../../src/server/jobs/image-classifier.ts';
import { buildClassifyApp, fakeClassifier, leaf, upload, waitForTask } from './support/classify-app.ts';

/** What the classify job asked the classifier: the crop the farmer named reaches the model. */
const asked: ({ crop?: string } | undefined)[] = [];
const recording: ImageClassifier = {
  async classify(image, options) {
    asked.push(options);
    return fakeClassifier.classify(image, options);
  },
  close: async () => undefined,
};

let app: FastifyInstance;
beforeAll(async () => ({ app } = await buildClassifyApp(recording)));
afterAll(() => app.close());

async function classify(fields: Record<string, string>) {
  const answer = (await upload(app, leaf('maize__common_rust'), { fields })).json();
  return waitForTask(app, answer.task_id, { 'x-upload-token': answer.upload_token });
}

describe('classify/image/ with the crop the farmer named', () => {
  it('passes the upload’s crop to the classifier', async () => {
    const { body } = await classify({ crop: 'maize' });
    expect(body.status).toBe('succeeded');
    expect(asked.at(-1)).toEqual({ crop: 'maize' });
  });

  it('classifies without a crop when none was given', async () => {
    await classify({ image_source: 'camera' });
    expect(asked.at(-1)).toEqual({});
  });
});
