import { createNodeClassifier, type NodeClassifier } from './classify-node.ts';
import type { Classification } from './interpret.ts';

/**
 * Piscina worker: each thread loads the model once, on its first task, and then classifies
 * photos one at a time with a single ONNX Runtime thread.
 */
export interface ClassifyTask {
  bytes: Uint8Array;
  /** The crop the farmer named, if any. */
  crop?: string;
  modelDir?: string;
}

let classifier: Promise<NodeClassifier> | undefined;

export default async function classify({ bytes, crop, modelDir }: ClassifyTask): Promise<Classification> {
  classifier ??= createNodeClassifier(modelDir);
  return (await classifier).classify(bytes, crop ? { crop } : {});
}
