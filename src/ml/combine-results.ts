import type { ClassifyResult, DifferentialStart, Prediction, Verdict } from '../contract/classify.ts';

/** One answer for the case from 1–3 photos of it. */
export interface CombinedResult {
  verdict: Verdict;
  /** Most likely first, at most three. */
  predictions: Prediction[];
  model_version: string;
  /** Where the differential starts; null when no photo's result gave it (an older host, a device). */
  differential?: DifferentialStart | null;
}

/** Sums each label's confidence / n over the lists: a label a list lacks counts as 0 there. */
function averaged(lists: readonly (readonly Prediction[])[], n: number): Prediction[] {
  const totals = new Map<string, Prediction>();
  for (const list of lists) {
    for (const prediction of list) {
      const seen = totals.get(prediction.label);
      totals.set(prediction.label, {
        ...prediction,
        confidence: (seen?.confidence ?? 0) + prediction.confidence / n,
      });
    }
  }
  return [...totals.values()].sort((a, b) => b.confidence - a.confidence);
}

/** The photos' differential starts as one: the leading crop's averaged candidates; unfamiliar if most were. */
function combinedDifferential(
  starts: readonly DifferentialStart[],
  crop: string | undefined,
): DifferentialStart | null {
  if (starts.length === 0) return null;
  return {
    candidates: averaged(
      starts.map((start) => start.candidates),
      starts.length,
    ).filter((candidate) => candidate.crop === crop),
    unfamiliar: starts.filter((start) => start.unfamiliar).length * 2 > starts.length,
  };
}

/** Below this the card says "possibly"; at or above, "very likely". */
export const VERY_LIKELY = 0.8;

export const confidenceWording = (confidence: number) =>
  confidence >= VERY_LIKELY ? 'very_likely' : 'possibly';

/**
 * Averages the photos' calibrated confidences per label (a label a photo did not rank counts as 0 for
 * it). The case is "not a plant" only when most photos say so, and "confident" only when most photos
 * were confident about the label that comes out on top; anything else is said as "not sure".
 * "Most", not "at least one": on photos from a source the model never saw (the model card's
 * cross-source folds) one confident photo out of two or three was wrong so often that combining
 * doubled the confident-and-wrong answers (10 % -> 17-22 %); needing most photos keeps them under
 * 2 %, while on familiar photos three photos still answer more cases than one.
 */
export function combineResults(
  results: Pick<ClassifyResult, 'verdict' | 'predictions' | 'model_version' | 'differential'>[],
): CombinedResult | null {
  if (results.length === 0) return null;
  const notPlant = results.filter((result) => result.verdict === 'not_a_plant').length;
  const predictions = averaged(
    results.map((result) => result.predictions),
    results.length,
  )
    .filter((prediction) => prediction.crop !== 'any')
    .slice(0, 3);
  const top = predictions[0];
  const backers = results.filter(
    (result) => result.verdict === 'confident' && result.predictions[0]?.label === top?.label,
  ).length;
  const backed = backers * 2 > results.length;
  const verdict: Verdict =
    notPlant * 2 > results.length || !top ? 'not_a_plant' : backed ? 'confident' : 'not_sure';
  const starts = results.flatMap((result) => (result.differential ? [result.differential] : []));
  return {
    verdict,
    predictions,
    model_version: results[0]!.model_version,
    differential: combinedDifferential(starts, top?.crop),
  };
}
