import { createNodeClassifier, type NodeClassifier } from './classify-node.ts';
import type { Classification } from './interpret.ts';

/**
 * Piscina worker: each thread loads the model once, on its first task, and then classifies
 * photos one at a time with a single ONNX Runtime thread.
 */
export interface ClassifyTask {
  bytes: Uint8Array;
  modelDir?: string;
}

let classifier: Promise<NodeClassifier> | undefined;

export default async function classify({ bytes, modelDir }: ClassifyTask): Promise<Classification> {
  classifier ??= createNodeClassifier(modelDir);
  return (await classifier).classify(bytes);
}
