import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../../../src/ml/decode-node.ts';
import { MODEL_FILE } from '../../../src/ml/browser-model-names.ts';
import { readOutputs } from '../../../src/ml/model-outputs.ts';
import { INPUT_NAME, INPUT_SIZE, preprocess } from '../../../src/ml/preprocess.ts';

const fixtures = path.resolve(import.meta.dirname, '../../fixtures/ml');
const browserModel = path.resolve(import.meta.dirname, '../../../public/models', MODEL_FILE);

const reference = JSON.parse(readFileSync(path.join(fixtures, 'reference-logits.json'), 'utf8')) as {
  images: { file: string; logits: number[] }[];
};

const top = (logits: ArrayLike<number>) =>
  Array.from(logits).reduce((best, value, index, all) => (value > all[best]! ? index : best), 0);

/**
 * The browser's float16 copy (src/ml/training/browser_model.py) must name what the fp32 model names;
 * the figures on the test split and the cross-source folds are in model-card.md ("In the browser").
 */
describe('the browser model (float16 weights)', () => {
  it('is under 4 MB and names the same top class as the fp32 model on the 20 reference photos', async () => {
    expect(readFileSync(browserModel).byteLength).toBeLessThan(4_000_000);
    const session = await ort.InferenceSession.create(browserModel, { intraOpNumThreads: 1 });
    try {
      for (const image of reference.images) {
        const input = preprocess(await decodeImage(readFileSync(path.join(fixtures, image.file))));
        const feeds = { [INPUT_NAME]: new ort.Tensor('float32', input, [1, 3, INPUT_SIZE, INPUT_SIZE]) };
        const { logits } = readOutputs(await session.run(feeds));
        expect(top(logits), image.file).toBe(top(image.logits));
      }
    } finally {
      await session.release();
    }
  });
});
