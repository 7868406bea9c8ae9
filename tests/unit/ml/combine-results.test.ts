import { describe, expect, it } from 'vitest';
import type { ClassifyResult } from '../../../src/contract/classify.ts';
import { combineResults, confidenceWording } from '../../../src/ml/combine-results.ts';

const result = (verdict: ClassifyResult['verdict'], ranked: [string, number][]): ClassifyResult => ({
  verdict,
  model_version: 'm1',
  first_diagnosis_id: '00000000-0000-4000-8000-000000000000',
  predictions: ranked.map(([label, confidence]) => {
    const [crop, condition] = label.split('__') as [string, string];
    return { label, crop, condition, confidence };
  }),
});

describe('one answer from several photos of a plant', () => {
  it('averages confidences per label and keeps the most likely three', () => {
    const combined = combineResults([
      result('confident', [
        ['tomato__late_blight', 0.9],
        ['tomato__early_blight', 0.08],
      ]),
      result('not_sure', [
        ['tomato__early_blight', 0.5],
        ['tomato__late_blight', 0.4],
      ]),
    ])!;
    expect(combined.predictions.map((p) => [p.label, p.confidence])).toEqual([
      ['tomato__late_blight', 0.65],
      ['tomato__early_blight', 0.29],
    ]);
    // One photo of two was confident: not most of them.
    expect(combined.verdict).toBe('not_sure');
  });

  it('is confident when most photos were confident about the winner', () => {
    const sure = result('confident', [['maize__leaf_blight', 0.9]]);
    const unsure = result('not_sure', [['maize__leaf_blight', 0.5]]);
    const other = result('confident', [['maize__leaf_spot', 0.9]]);
    expect(combineResults([sure, sure, unsure])!.verdict).toBe('confident');
    expect(combineResults([sure, unsure, unsure])!.verdict).toBe('not_sure');
    expect(combineResults([sure, other])!.verdict).toBe('not_sure');
  });

  it('is "not a plant" only when most photos say so, and never offers "not a plant" as a match', () => {
    const plant = result('confident', [['maize__common_rust', 0.95]]);
    const notPlant = result('not_a_plant', [
      ['any__not_a_plant', 0.9],
      ['maize__common_rust', 0.05],
    ]);
    expect(combineResults([notPlant, notPlant, plant])!.verdict).toBe('not_a_plant');
    const mostlyPlant = combineResults([plant, plant, notPlant])!;
    expect(mostlyPlant.verdict).toBe('confident');
    expect(mostlyPlant.predictions.map((p) => p.label)).toEqual(['maize__common_rust']);
  });

  it('is "not sure" when no photo was confident about the winner', () => {
    expect(combineResults([result('not_sure', [['bean__rust', 0.45]])])!.verdict).toBe('not_sure');
    expect(combineResults([])).toBeNull();
  });

  it('says "very likely" only from 80 %', () => {
    expect([confidenceWording(0.8), confidenceWording(0.79)]).toEqual(['very_likely', 'possibly']);
  });

  it('starts the differential from the leading crop’s averaged candidates, unfamiliar if most photos were', () => {
    const withStart = (ranked: [string, number][], unfamiliar: boolean): ClassifyResult => {
      const plain = result('not_sure', ranked);
      return { ...plain, differential: { candidates: plain.predictions, unfamiliar } };
    };
    const combined = combineResults([
      withStart(
        [
          ['maize__leaf_spot', 0.5],
          ['maize__healthy', 0.3],
          ['bean__rust', 0.2],
        ],
        true,
      ),
      withStart([['maize__healthy', 0.6]], false),
      result('not_sure', [['maize__leaf_spot', 0.4]]),
    ])!;
    const candidates = combined.differential!.candidates;
    expect(candidates.map((c) => c.label)).toEqual(['maize__healthy', 'maize__leaf_spot']);
    expect(candidates[0]!.confidence).toBeCloseTo(0.45, 10);
    expect(candidates[1]!.confidence).toBeCloseTo(0.25, 10);
    expect(combined.differential!.unfamiliar).toBe(false);
    expect(combineResults([result('not_sure', [['maize__healthy', 0.6]])])!.differential).toBeNull();
  });
});
