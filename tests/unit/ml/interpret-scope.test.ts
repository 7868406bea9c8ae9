import { describe, expect, it } from 'vitest';
import { interpret } from '../../../src/ml/interpret.ts';
import { parseModelMetadata } from '../../../src/ml/model-metadata.ts';

const entry = (index: number, crop: string, condition: string, kind: string) => ({
  index,
  label: `${crop}__${condition}`,
  crop,
  condition,
  kind,
  slug: `${crop}-${condition}`.replaceAll('_', '-'),
});
const metadata = parseModelMetadata({
  model_version: 'scope-1',
  temperature: 1,
  threshold: 0.6,
  ood_threshold: 0.6,
  other_crop: 0.8,
  preprocess: { size: 224, resize_short: 224, mean: [127.5, 127.5, 127.5], std: [127.5, 127.5, 127.5] },
  aliases: {},
  labels: [
    { ...entry(0, 'any', 'not_a_plant', 'not_a_plant'), slug: 'not-a-plant' },
    entry(1, 'maize', 'leaf_blight', 'disease'),
    entry(2, 'maize', 'leaf_spot', 'disease'),
    entry(3, 'tomato', 'late_blight', 'disease'),
  ],
});

describe('the verdict with the crop known and the out-of-distribution score', () => {
  it('answers among the named crop only, renormalised, and says so', () => {
    // Without the crop: tomato late blight 0.42 leads, not sure. With maize named: maize only.
    const logits = [0, 8, 7.3, 8.2];
    expect(interpret(logits, metadata).verdict).toBe('not_sure');
    const maize = interpret(logits, metadata, { crop: 'Maize' });
    expect(maize.scope).toEqual({ kind: 'restricted', crop: 'maize' });
    expect(maize.predictions.map((p) => p.label)).toEqual([
      'maize__leaf_blight',
      'maize__leaf_spot',
      'any__not_a_plant',
    ]);
    expect(maize.predictions.reduce((sum, p) => sum + p.confidence, 0)).toBeCloseTo(1, 6);
    expect(maize.verdict).toBe('confident');
  });

  it('says the photo looks like another crop instead of forcing the named one', () => {
    const result = interpret([0, 2, 1, 9], metadata, { crop: 'maize' });
    expect(result.scope).toEqual({ kind: 'other_crop', crop: 'maize', looks_like: 'tomato' });
    expect(result.verdict).toBe('not_sure');
    expect(result.predictions[0]!.label).toBe('tomato__late_blight');
  });

  it('ignores a crop the model does not know', () => {
    expect(interpret([0, 9, 1, 1], metadata, { crop: 'cassava' }).scope).toEqual({ kind: 'any' });
  });

  it('is not sure about a photo unlike anything learnt, however peaked its probabilities', () => {
    const logits = [0, 9, 1, 1];
    const familiar = interpret(logits, metadata, { oodScore: 0.4 });
    const strange = interpret(logits, metadata, { oodScore: 0.9 });
    expect(familiar.verdict).toBe('confident');
    expect(strange.ood_score).toBe(0.9);
    expect(strange.verdict).toBe('not_sure');
    expect(strange.predictions).toEqual(familiar.predictions);
  });

  it('skips the check for a model without the OOD output', () => {
    const result = interpret([0, 9, 1, 1], metadata);
    expect(result.ood_score).toBeNull();
    expect(result.verdict).toBe('confident');
  });
});

describe('where the differential starts', () => {
  it('gives every condition of the leading plant crop, most likely first, past the top three', () => {
    // tomato leads overall, so the candidates are tomato's alone; with maize named, maize's both.
    const logits = [3, 8, 7.3, 8.2];
    expect(interpret(logits, metadata).differential.candidates.map((c) => c.label)).toEqual([
      'tomato__late_blight',
    ]);
    const maize = interpret(logits, metadata, { crop: 'maize' }).differential.candidates;
    expect(maize.map((c) => c.label)).toEqual(['maize__leaf_blight', 'maize__leaf_spot']);
    expect(maize[0]!.confidence).toBeGreaterThan(maize[1]!.confidence);
  });

  it('calls a photo unfamiliar only past 1.2 times the OOD threshold, and never without the output', () => {
    const logits = [0, 5, 4, 1];
    expect(interpret(logits, metadata, { oodScore: 0.7 }).differential.unfamiliar).toBe(false);
    expect(interpret(logits, metadata, { oodScore: 0.73 }).differential.unfamiliar).toBe(true);
    expect(interpret(logits, metadata).differential.unfamiliar).toBe(false);
  });
});
