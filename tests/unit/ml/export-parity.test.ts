import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createNodeClassifier } from '../../../src/ml/classify-node.ts';
import { decodeImage } from '../../../src/ml/decode-node.ts';
import { preprocess } from '../../../src/ml/preprocess.ts';

const fixtures = path.resolve(import.meta.dirname, '../../fixtures/ml');
const modelFile = path.resolve(import.meta.dirname, '../../../public/models/mimea-classifier.onnx');

interface Reference {
  model_sha256: string;
  images: { file: string; input_sha256: string; logits: number[] }[];
}

const reference = JSON.parse(readFileSync(path.join(fixtures, 'reference-logits.json'), 'utf8')) as Reference;

/**
 * The ONNX export must compute what PyTorch computed. The reference logits were written by
 * src/ml/training/make_fixtures.py; the input checksums prove both sides fed identical
 * tensors, so any logit difference is the export's, not preprocessing's.
 */
describe('ONNX export parity with PyTorch', () => {
  it('the fixtures were made from the shipped model file', () => {
    const sha = createHash('sha256').update(readFileSync(modelFile)).digest('hex');
    expect(sha, 'rerun src/ml/training/make_fixtures.py after exporting').toBe(reference.model_sha256);
  });

  it('gives the PyTorch logits within 1e-4 on 20 photos', async () => {
    const classifier = await createNodeClassifier();
    try {
      expect(reference.images).toHaveLength(20);
      for (const image of reference.images) {
        const input = preprocess(await decodeImage(readFileSync(path.join(fixtures, image.file))));
        const inputSha = createHash('sha256').update(new Uint8Array(input.buffer)).digest('hex');
        expect(inputSha, `${image.file}: input tensor differs from PyTorch's`).toBe(image.input_sha256);
        const logits = await classifier.logits(input);
        const worst = Math.max(...image.logits.map((value, i) => Math.abs(value - (logits[i] ?? NaN))));
        expect(worst, image.file).toBeLessThan(1e-4);
      }
    } finally {
      await classifier.release();
    }
  });
});
