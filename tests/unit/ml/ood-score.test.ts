import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeClassifier, type NodeClassifier } from '../../../src/ml/classify-node.ts';
import { decodeImage } from '../../../src/ml/decode-node.ts';
import { preprocess } from '../../../src/ml/preprocess.ts';

const photosDir = path.resolve(import.meta.dirname, '../../fixtures/ml/photos');
/** Not plants: two ImageNet photos and a cup of coffee (filed under a label the model does not know). */
const NOT_PLANTS = new Set(['any__not_a_plant', 'cassava__mosaic']);

let classifier: NodeClassifier;
beforeAll(async () => (classifier = await createNodeClassifier()));
afterAll(() => classifier.release());

async function scores(keep: (label: string) => boolean): Promise<number[]> {
  const out: number[] = [];
  for (const label of readdirSync(photosDir).filter(keep)) {
    for (const name of readdirSync(path.join(photosDir, label))) {
      const input = preprocess(await decodeImage(readFileSync(path.join(photosDir, label, name))));
      const { oodScores } = await classifier.run(input);
      out.push(oodScores![0]!);
    }
  }
  return out;
}

describe('the out-of-distribution score of the shipped model (its ood_distance output)', () => {
  it('is higher for every photo that is not a plant than for any leaf photo it was made for', async () => {
    const strange = await scores((label) => NOT_PLANTS.has(label));
    const familiar = await scores((label) => !NOT_PLANTS.has(label));
    expect(strange).toHaveLength(3);
    expect(familiar.length).toBeGreaterThanOrEqual(15);
    expect(Math.min(...strange)).toBeGreaterThan(Math.max(...familiar));
  });
});
