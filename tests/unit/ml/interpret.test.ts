import { describe, expect, it } from 'vitest';
import { interpret, softmaxWithTemperature } from '../../../src/ml/interpret.ts';
import { canonicalLabel, parseModelMetadata, type ModelMetadata } from '../../../src/ml/model-metadata.ts';

const metadata: ModelMetadata = parseModelMetadata({
  model_version: 'test-1',
  temperature: 2,
  threshold: 0.6,
  preprocess: { size: 224, resize_short: 224, mean: [127.5, 127.5, 127.5], std: [127.5, 127.5, 127.5] },
  aliases: { maize__gray_leaf_spot: 'maize__leaf_spot' },
  labels: [
    {
      index: 0,
      label: 'any__not_a_plant',
      crop: 'any',
      condition: 'not_a_plant',
      kind: 'not_a_plant',
      slug: 'not-a-plant',
    },
    {
      index: 1,
      label: 'maize__fall_armyworm',
      crop: 'maize',
      condition: 'fall_armyworm',
      kind: 'pest',
      slug: 'maize-fall-armyworm',
    },
    {
      index: 2,
      label: 'maize__leaf_spot',
      crop: 'maize',
      condition: 'leaf_spot',
      kind: 'disease',
      slug: 'maize-leaf-spot',
    },
    {
      index: 3,
      label: 'tomato__healthy',
      crop: 'tomato',
      condition: 'healthy',
      kind: 'healthy',
      slug: 'tomato-healthy',
    },
  ],
});

describe('interpreting model output', () => {
  it('softmax with temperature sums to one and softens with larger T', () => {
    const sharp = softmaxWithTemperature([4, 0, 0], 1);
    const soft = softmaxWithTemperature([4, 0, 0], 2);
    expect(sharp.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(soft[0]).toBeCloseTo(Math.exp(2) / (Math.exp(2) + 2), 12);
    expect(soft[0]!).toBeLessThan(sharp[0]!);
  });

  it('does not overflow on large logits', () => {
    expect(softmaxWithTemperature([1000, 999], 1)[0]).toBeCloseTo(1 / (1 + Math.exp(-1)), 12);
  });

  it('returns the top three with their library slugs, most likely first', () => {
    const result = interpret([0, 10, 4, 2], metadata);
    expect(result.model_version).toBe('test-1');
    expect(result.predictions.map((p) => p.slug)).toEqual([
      'maize-fall-armyworm',
      'maize-leaf-spot',
      'tomato-healthy',
    ]);
    expect(result.predictions[0]).toMatchObject({ crop: 'maize', condition: 'fall_armyworm', kind: 'pest' });
    expect(result.verdict).toBe('confident');
  });

  it('says not sure below the calibrated threshold', () => {
    // T = 2 turns logits 2 vs 1.5 into roughly 0.36 vs 0.28: under the 0.6 threshold.
    expect(interpret([0, 2, 1.5, 1], metadata).verdict).toBe('not_sure');
  });

  it('says not a plant whenever that class is on top, however unsure', () => {
    expect(interpret([9, 0, 0, 0], metadata).verdict).toBe('not_a_plant');
    expect(interpret([1, 0.9, 0.9, 0.9], metadata).verdict).toBe('not_a_plant');
  });

  it('rejects logits that do not match the label list', () => {
    expect(() => interpret([1, 2], metadata)).toThrow(/2 logits for 4 labels/);
  });

  it('maps merged dataset labels onto the predicted ones', () => {
    expect(canonicalLabel(metadata, 'maize__gray_leaf_spot')).toBe('maize__leaf_spot');
    expect(canonicalLabel(metadata, 'bean__rust')).toBe('bean__rust');
  });
});
