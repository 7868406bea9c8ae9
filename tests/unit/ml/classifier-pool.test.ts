import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createClassifierPool } from '../../../src/ml/classifier-pool.ts';
import { createNodeClassifier } from '../../../src/ml/classify-node.ts';

const photoDir = path.resolve(import.meta.dirname, '../../fixtures/ml/photos/any__not_a_plant');

describe('classifier worker pool', () => {
  it('classifies in worker threads exactly as in the main thread', async () => {
    const photos = readdirSync(photoDir).map((name) => readFileSync(path.join(photoDir, name)));
    const direct = await createNodeClassifier();
    const pool = createClassifierPool({ threads: 2 });
    try {
      const pooled = await Promise.all(photos.map((bytes) => pool.classify(bytes)));
      for (const [i, bytes] of photos.entries()) {
        expect(pooled[i]).toEqual(await direct.classify(bytes));
      }
    } finally {
      await Promise.all([pool.close(), direct.release()]);
    }
  });
});
