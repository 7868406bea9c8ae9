import type { ClassifyResult, Prediction, Verdict } from '../contract/classify.ts';

/** One answer for the case from 1–3 photos of it. */
export interface CombinedResult {
  verdict: Verdict;
  /** Most likely first, at most three. */
  predictions: Prediction[];
  model_version: string;
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
  results: Pick<ClassifyResult, 'verdict' | 'predictions' | 'model_version'>[],
): CombinedResult | null {
  if (results.length === 0) return null;
  const notPlant = results.filter((result) => result.verdict === 'not_a_plant').length;
  const totals = new Map<string, Prediction>();
  for (const result of results) {
    for (const prediction of result.predictions) {
      const seen = totals.get(prediction.label);
      const share = prediction.confidence / results.length;
      totals.set(prediction.label, { ...prediction, confidence: (seen?.confidence ?? 0) + share });
    }
  }
  const predictions = [...totals.values()]
    .filter((prediction) => prediction.crop !== 'any')
    .sort((a, b) => b.confidence - a.confidence)
    .slice(0, 3);
  const top = predictions[0];
  const backers = results.filter(
    (result) => result.verdict === 'confident' && result.predictions[0]?.label === top?.label,
  ).length;
  const backed = backers * 2 > results.length;
  const verdict: Verdict =
    notPlant * 2 > results.length || !top ? 'not_a_plant' : backed ? 'confident' : 'not_sure';
  return { verdict, predictions, model_version: results[0]!.model_version };
}
