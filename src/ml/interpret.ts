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
 * Logits -> what the app may say. Out-of-scope wins first: if the top class is not_a_plant the
 * app asks for a plant photo whatever the confidence. Otherwise a top probability under the
 * validation-chosen threshold means "not sure", and the chat falls back to symptom questions.
 */
export function interpret(logits: ArrayLike<number>, metadata: ModelMetadata, topK = 3): Classification {
  if (logits.length !== metadata.labels.length) {
    throw new Error(`model returned ${logits.length} logits for ${metadata.labels.length} labels`);
  }
  const probabilities = softmaxWithTemperature(logits, metadata.temperature);
  const order = [...probabilities.keys()].sort((a, b) => (probabilities[b] ?? 0) - (probabilities[a] ?? 0));
  const predictions = order.slice(0, topK).map((index): Prediction => {
    const { label, crop, condition, kind, slug } = metadata.labels[index]!;
    return { label, crop, condition, kind, slug, confidence: probabilities[index] ?? 0 };
  });
  const top = predictions[0]!;
  const verdict: Verdict =
    top.kind === 'not_a_plant'
      ? 'not_a_plant'
      : top.confidence < metadata.threshold
        ? 'not_sure'
        : 'confident';
  return { predictions, verdict, model_version: metadata.model_version };
}
