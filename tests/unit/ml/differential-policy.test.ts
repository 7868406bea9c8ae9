import { describe, expect, it } from 'vitest';
import {
  candidatePosterior,
  chooseQuestion,
  clearLeader,
  entropy,
  expectedInformationGain,
  probabilityOfYes,
  updatePosterior,
} from '../../../src/ml/differential';

const rustOrBlight = { maize__common_rust: 0.5, maize__leaf_blight: 0.5 };
const binaryEntropy = (p: number) => -p * Math.log2(p) - (1 - p) * Math.log2(1 - p);

describe('Bayesian update with a farmer who sometimes answers wrongly', () => {
  it('moves a 50/50 posterior to 80/20 on one answer when one farmer in five errs', () => {
    const after = updatePosterior(rustOrBlight, 'powder', 'yes', 0.2);
    expect(after.maize__common_rust).toBeCloseTo(0.8, 10);
    expect(after.maize__leaf_blight).toBeCloseTo(0.2, 10);
  });

  it('compounds two agreeing answers: 0.8·0.8 against 0.2·0.2', () => {
    const once = updatePosterior(rustOrBlight, 'powder', 'yes', 0.2);
    const twice = updatePosterior(once, 'long_patches', 'no', 0.2);
    expect(twice.maize__common_rust).toBeCloseTo(0.64 / 0.68, 10);
  });

  it('rules a class out only when answers are taken as certain', () => {
    expect(updatePosterior(rustOrBlight, 'powder', 'yes', 0).maize__leaf_blight).toBe(0);
  });

  it('learns nothing from a coin-flip answer (noise 0.5)', () => {
    const prior = { maize__common_rust: 0.3, maize__leaf_blight: 0.7 };
    const after = updatePosterior(prior, 'powder', 'yes', 0.5);
    expect(after.maize__common_rust).toBeCloseTo(0.3, 10);
  });

  it('counts an "either" row as a half chance of yes', () => {
    const after = updatePosterior(
      { maize__leaf_spot: 0.5, maize__leaf_blight: 0.5 },
      'boxed_spots',
      'yes',
      0.2,
    );
    expect(after.maize__leaf_spot).toBeCloseTo(0.25 / 0.35, 10);
  });

  it('leaves a label without a row (not a plant) where it was, relative to either answers', () => {
    const after = updatePosterior({ any__not_a_plant: 0.5, maize__leaf_spot: 0.5 }, 'eye_spots', 'no', 0.2);
    expect(after.any__not_a_plant).toBeCloseTo(0.5, 10);
  });
});

describe('information-gain question choice', () => {
  it('values a sign that splits a 50/50 pair at 1 − H(noise) bits, and a shared sign at zero', () => {
    expect(entropy(rustOrBlight)).toBeCloseTo(1, 10);
    expect(expectedInformationGain(rustOrBlight, 'powder', 0.2)).toBeCloseTo(1 - binaryEntropy(0.2), 10);
    expect(expectedInformationGain(rustOrBlight, 'marks', 0.2)).toBeCloseTo(0, 10);
    expect(probabilityOfYes(rustOrBlight, 'powder', 0.2)).toBeCloseTo(0.5, 10);
  });

  it('asks the sign that separates the two leaders, not one that all candidates share', () => {
    const posterior = { maize__leaf_blight: 0.45, maize__leaf_spot: 0.45, maize__common_rust: 0.1 };
    expect(chooseQuestion(posterior, [], 0.2)).toBe('long_patches');
  });

  it('prefers a sign splitting the mass evenly over one that isolates an unlikely class', () => {
    // streaks isolates streak virus (0.1); marks separates healthy (0.5) from the rest.
    const posterior = { maize__healthy: 0.5, maize__streak_virus: 0.1, maize__leaf_blight: 0.4 };
    const choice = chooseQuestion(posterior, [], 0.2)!;
    expect(expectedInformationGain(posterior, choice, 0.2)).toBeGreaterThan(
      expectedInformationGain(posterior, 'streaks', 0.2),
    );
    expect(['marks', 'long_patches']).toContain(choice);
  });

  it('never asks the same sign twice, and asks nothing when answers carry no information', () => {
    expect(chooseQuestion(rustOrBlight, ['powder'], 0.2)).toBe('long_patches');
    expect(chooseQuestion(rustOrBlight, [], 0.5)).toBeNull();
    expect(chooseQuestion({ maize__common_rust: 1 }, [], 0.2)).toBeNull();
  });

  it('calls a condition clearly ahead only past the lead threshold', () => {
    expect(clearLeader(rustOrBlight)).toBeNull();
    expect(
      clearLeader(updatePosterior(updatePosterior(rustOrBlight, 'powder', 'yes'), 'long_patches', 'no')),
    ).toBe('maize__common_rust');
  });
});

describe('the starting point', () => {
  const candidates = [
    { label: 'maize__leaf_spot', kind: 'disease', confidence: 0.64 },
    { label: 'maize__healthy', kind: 'healthy', confidence: 0.16 },
    { label: 'any__not_a_plant', kind: 'not_a_plant', confidence: 0.2 },
  ];

  it('flattens the model as p^0.5, and an unfamiliar photo harder, as p^0.25', () => {
    expect(candidatePosterior(candidates)['maize__leaf_spot']).toBeCloseTo(0.8 / (0.8 + 0.4), 10);
    const unfamiliar = candidatePosterior(candidates, [], true);
    expect(unfamiliar['maize__leaf_spot']).toBeCloseTo(0.64 ** 0.25 / (0.64 ** 0.25 + 0.16 ** 0.25), 10);
    expect(Object.keys(unfamiliar)).not.toContain('any__not_a_plant');
  });

  it('shares what a short list leaves among the crop’s other conditions, for hosts that give no more', () => {
    const posterior = candidatePosterior(
      [{ label: 'maize__leaf_spot', kind: 'disease', confidence: 0.25 }],
      ['maize__leaf_spot', 'maize__healthy', 'maize__leaf_blight'],
    );
    expect(posterior).toEqual({ maize__leaf_spot: 0.5, maize__healthy: 0.25, maize__leaf_blight: 0.25 });
  });
});
