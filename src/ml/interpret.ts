import { cropScope, restrictToCrop, type CropScope } from './crop-scope.ts';
import { isUnfamiliar } from './differential.ts';
import type { ConditionKind, ModelMetadata } from './model-metadata.ts';

export type Verdict = 'confident' | 'not_sure' | 'not_a_plant';

export interface Prediction {
  label: string;
  crop: string;
  condition: string;
  kind: ConditionKind;
  slug: string;
  /** Calibrated probability, 0..1. */
  confidence: number;
}

export interface Classification {
  /** The three most likely classes, most likely first. */
  predictions: Prediction[];
  verdict: Verdict;
  model_version: string;
  /**
   * Distance to the nearest plant class in the network's features (the model's `ood_distance`
   * output): the higher, the less the photo resembles anything learnt. Null for models without it.
   */
  ood_score: number | null;
  /** Whether the answer was limited to the crop the farmer named, or the photo looks like another. */
  scope: CropScope;
  /** Where the differential diagnosis starts: every condition of the leading crop (issue 30). */
  differential: { candidates: Prediction[]; unfamiliar: boolean };
}

export interface InterpretOptions {
  /** The crop the farmer named, if any; restricts the answer to that crop's classes. */
  crop?: string;
  /** The model's `ood_distance` for this photo, when it has that output. */
  oodScore?: number;
  topK?: number;
}

/** softmax(logits / T), computed stably by subtracting the largest logit first. */
export function softmaxWithTemperature(logits: ArrayLike<number>, temperature: number): Float64Array {
  const scaled = Float64Array.from(logits, (value) => value / temperature);
  const max = scaled.reduce((a, b) => Math.max(a, b), -Infinity);
  let total = 0;
  for (let i = 0; i < scaled.length; i += 1) {
    scaled[i] = Math.exp((scaled[i] ?? 0) - max);
    total += scaled[i] ?? 0;
  }
  return scaled.map((value) => value / total);
}

/**
 * Logits -> what the app may say; the one verdict rule for server, browser and evaluation.
 * Out-of-scope wins first: if the top class is not_a_plant the app asks for a plant photo. A photo
 * that looks like another crop than the one named, or unlike anything learnt (OOD distance above the
 * cross-source threshold), or whose top calibrated probability is under the threshold, is "not sure":
 * the chat falls back to symptom questions and shows the top 3 as possibilities only.
 */
export function interpret(
  logits: ArrayLike<number>,
  metadata: ModelMetadata,
  { crop, oodScore, topK = 3 }: InterpretOptions = {},
): Classification {
  if (logits.length !== metadata.labels.length) {
    throw new Error(`model returned ${logits.length} logits for ${metadata.labels.length} labels`);
  }
  const calibrated = softmaxWithTemperature(logits, metadata.temperature);
  const scope = cropScope(calibrated, metadata, crop);
  const probabilities =
    scope.kind === 'restricted' ? restrictToCrop(calibrated, metadata, scope.crop) : calibrated;
  const order = [...probabilities.keys()].sort((a, b) => (probabilities[b] ?? 0) - (probabilities[a] ?? 0));
  const prediction = (index: number): Prediction => {
    const { label, crop, condition, kind, slug } = metadata.labels[index]!;
    return { label, crop, condition, kind, slug, confidence: probabilities[index] ?? 0 };
  };
  const likely = order.filter((index) => (probabilities[index] ?? 0) > 0).map(prediction);
  const predictions = likely.slice(0, topK);
  const top = predictions[0]!;
  const leadingCrop = likely.find((p) => p.kind !== 'not_a_plant')?.crop;
  const differential = {
    candidates: likely.filter((p) => p.crop === leadingCrop && p.kind !== 'not_a_plant'),
    unfamiliar: isUnfamiliar(oodScore, metadata.ood_threshold),
  };
  const verdict: Verdict =
    top.kind === 'not_a_plant'
      ? 'not_a_plant'
      : scope.kind === 'other_crop' ||
          (oodScore ?? -Infinity) > metadata.ood_threshold ||
          top.confidence < metadata.threshold
        ? 'not_sure'
        : 'confident';
  return {
    predictions,
    verdict,
    model_version: metadata.model_version,
    ood_score: oodScore ?? null,
    scope,
    differential,
  };
}
