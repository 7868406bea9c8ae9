import { OOD_OUTPUT_NAME, OUTPUT_NAME } from './preprocess.ts';

/** What one run of the network gives, per photo: logits, and (models with the OOD head) the distance. */
export interface ModelOutputs {
  logits: Float32Array;
  /** Distance to the nearest plant class mean (src/ml/training/ood_head.py); null for older models. */
  oodScores: Float32Array | null;
}

/** Reads the named outputs of an ONNX Runtime run, the same way in Node and in the browser. */
export function readOutputs(results: Record<string, { data: unknown } | undefined>): ModelOutputs {
  const logits = results[OUTPUT_NAME];
  if (!logits) throw new Error(`model has no output named ${OUTPUT_NAME}`);
  const ood = results[OOD_OUTPUT_NAME];
  return { logits: logits.data as Float32Array, oodScores: ood ? (ood.data as Float32Array) : null };
}
