import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeClassifier, type NodeClassifier } from '../../../src/ml/classify-node.ts';

const leaves = path.resolve(import.meta.dirname, '../../fixtures/leaves');
const photo = (name: string) => readFileSync(path.join(leaves, `${name}.jpg`));

let classifier: NodeClassifier;
beforeAll(async () => (classifier = await createNodeClassifier()));
afterAll(() => classifier.release());

/** The shipped model, told the crop as the chat flow tells it. */
describe('classifying with the crop known', () => {
  it('answers among maize problems only for a maize photo said to be maize', async () => {
    const result = await classifier.classify(photo('maize__common_rust'), { crop: 'maize' });
    expect(result.scope).toEqual({ kind: 'restricted', crop: 'maize' });
    expect(result.predictions[0]!.label).toBe('maize__common_rust');
    for (const p of result.predictions) expect(['maize', 'any']).toContain(p.crop);
  });

  it('says a tomato leaf said to be maize looks like another crop', async () => {
    const result = await classifier.classify(photo('tomato__late_blight'), { crop: 'maize' });
    expect(result.scope).toEqual({ kind: 'other_crop', crop: 'maize', looks_like: 'tomato' });
    expect(result.verdict).toBe('not_sure');
  });
});
