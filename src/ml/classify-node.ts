import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { decodeImage } from './decode-node.ts';
import { interpret, type Classification, type InterpretOptions } from './interpret.ts';
import { parseModelMetadata, type ModelMetadata } from './model-metadata.ts';
import { readOutputs, type ModelOutputs } from './model-outputs.ts';
import { INPUT_NAME, INPUT_SIZE, preprocess } from './preprocess.ts';

export const DEFAULT_MODEL_DIR = path.resolve(import.meta.dirname, '../../public/models');

export interface NodeClassifier {
  metadata: ModelMetadata;
  /** Photo bytes -> top-3 and verdict; with `crop`, among that crop's classes (interpret.ts). */
  classify(bytes: Uint8Array, options?: Pick<InterpretOptions, 'crop'>): Promise<Classification>;
  /** Already preprocessed input(s), N x 3 x 224 x 224 -> raw logits (N x classes) and OOD scores (N). */
  run(input: Float32Array, batch?: number): Promise<ModelOutputs>;
  /** The logits alone. */
  logits(input: Float32Array, batch?: number): Promise<Float32Array>;
  release(): Promise<void>;
}

/**
 * Loads public/models/mimea-classifier.onnx with labels.json. One intra-op thread by default:
 * the server scales across photos with a worker pool (classifier-pool.ts), which beats
 * splitting one small MobileNet across cores.
 */
export async function createNodeClassifier(
  modelDir = DEFAULT_MODEL_DIR,
  threads = 1,
): Promise<NodeClassifier> {
  const metadata = parseModelMetadata(JSON.parse(await readFile(path.join(modelDir, 'labels.json'), 'utf8')));
  const session = await ort.InferenceSession.create(path.join(modelDir, 'mimea-classifier.onnx'), {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
  });

  async function run(input: Float32Array, batch = 1): Promise<ModelOutputs> {
    const feeds = { [INPUT_NAME]: new ort.Tensor('float32', input, [batch, 3, INPUT_SIZE, INPUT_SIZE]) };
    return readOutputs(await session.run(feeds));
  }

  return {
    metadata,
    run,
    logits: async (input, batch) => (await run(input, batch)).logits,
    async classify(bytes, options = {}) {
      const { logits, oodScores } = await run(preprocess(await decodeImage(bytes)));
      return interpret(logits, metadata, { ...options, oodScore: oodScores?.[0] });
    },
    release: () => session.release(),
  };
}
