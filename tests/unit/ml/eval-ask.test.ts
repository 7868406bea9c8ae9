import { describe, expect, it } from 'vitest';
import { signClasses } from '../../../src/contract/signs';
import {
  runDifferential,
  scoreAfterQuestions,
  seededRandom,
  simulatedAnswer,
  type AskInput,
} from '../../../src/ml/evaluation/ask';

const maize = signClasses.filter((label) => label.startsWith('maize__'));

/**
 * A model that is not sure and mostly wrong, as across sources: the truth is among its four candidates
 * but usually not first, at 25 % against a 40 % leader.
 */
function notSurePhotos(count: number, seed: number): AskInput[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const truth = maize[Math.floor(random() * maize.length)]!;
    const others = maize.filter((label) => label !== truth).sort(() => random() - 0.5);
    const order =
      random() < 0.3 ? [truth, ...others.slice(0, 3)] : [others[0]!, truth, others[1]!, others[2]!];
    const confidences = [0.4, 0.25, 0.2, 0.15];
    const predictions = order.map((label, i) => ({
      label,
      kind: 'disease' as const,
      crop: 'maize',
      confidence: confidences[i]!,
    }));
    return {
      truth,
      verdict: 'not_sure' as const,
      predictions,
      differential: { candidates: predictions, unfamiliar: false },
    };
  });
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

describe('eval --ask: the simulated farmer', () => {
  const photos = notSurePhotos(1000, 7);
  const plainTop1 = photos.filter((p) => p.predictions[0]!.label === p.truth).length / photos.length;

  it('answers from the true label, flipping as often as the noise says', () => {
    const random = seededRandom(3);
    const answers = Array.from({ length: 4000 }, () =>
      simulatedAnswer('maize__common_rust', 'powder', 0.2, random),
    );
    const wrong = answers.filter((a) => a === 'no').length / answers.length;
    expect(wrong).toBeGreaterThan(0.17);
    expect(wrong).toBeLessThan(0.23);
  });

  it('raises top-1 with two honest-but-noisy answers, asking at most two questions', () => {
    const after = scoreAfterQuestions(runDifferential(photos, undefined, { ask: 2, noise: 0.2 }), undefined);
    expect(after.top1).toBeGreaterThan(plainTop1 + 0.2);
    expect(after.mean_questions).toBeGreaterThan(1);
    expect(after.mean_questions).toBeLessThanOrEqual(2);
    expect(after.differential_count).toBe(photos.length);
  });

  it('falls to chance when the labels are shuffled after prediction: the policy never saw them', () => {
    const outcomes = runDifferential(photos, undefined, { ask: 2, noise: 0.2 });
    const truths = shuffled(
      outcomes.map((o) => o.truth),
      seededRandom(11),
    );
    const after = scoreAfterQuestions(
      outcomes.map((o, i) => ({ ...o, truth: truths[i]! })),
      undefined,
    );
    // Chance for a prediction independent of the label: the sum of squared class shares, 1/8 here.
    expect(after.top1).toBeGreaterThan(1 / 8 - 0.03);
    expect(after.top1).toBeLessThan(1 / 8 + 0.03);
  });

  it('changes nothing when answers are coin flips (noise 0.5): no question is worth asking', () => {
    const after = scoreAfterQuestions(runDifferential(photos, undefined, { ask: 2, noise: 0.5 }), undefined);
    expect(after.mean_questions).toBe(0);
    expect(after.top1).toBeCloseTo(plainTop1, 10);
  });

  it('leaves confident answers and out-of-scope photos alone', () => {
    const outcomes = runDifferential(
      [
        {
          truth: 'maize__healthy',
          verdict: 'confident',
          predictions: [{ label: 'maize__healthy', kind: 'healthy', crop: 'maize', confidence: 0.9 }],
          differential: { candidates: [], unfamiliar: false },
        },
        {
          truth: 'any__not_a_plant',
          verdict: 'not_sure',
          predictions: [{ label: 'maize__healthy', kind: 'healthy', crop: 'maize', confidence: 0.4 }],
          differential: { candidates: [], unfamiliar: false },
        },
      ],
      'any__not_a_plant',
      { ask: 2, noise: 0.2 },
    );
    expect(outcomes.map((o) => [o.differential, o.answered, o.asked.length])).toEqual([
      [false, true, 0],
      [false, false, 0],
    ]);
  });

  it('takes a plant photo called "not a plant" into the differential, as the farmer says it is a plant', () => {
    const calledNotAPlant = (candidates: AskInput['differential']['candidates']): AskInput => ({
      truth: 'maize__leaf_blight',
      verdict: 'not_a_plant',
      predictions: [{ label: 'any__not_a_plant', kind: 'not_a_plant', crop: 'any', confidence: 0.6 }],
      differential: { candidates, unfamiliar: true },
    });
    const [asked, nothingToWeigh] = runDifferential(
      [
        calledNotAPlant([
          { label: 'maize__leaf_spot', kind: 'disease', confidence: 0.25 },
          { label: 'maize__leaf_blight', kind: 'disease', confidence: 0.15 },
        ]),
        calledNotAPlant([]),
      ],
      'any__not_a_plant',
      { ask: 2, noise: 0 },
    );
    expect(asked!.differential).toBe(true);
    expect(asked!.asked.length).toBeGreaterThan(0);
    expect(asked!.ranking[0]).toBe('maize__leaf_blight');
    expect(nothingToWeigh!.differential).toBe(false);
  });
});
