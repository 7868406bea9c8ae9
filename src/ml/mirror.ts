import type { ModelOutputs } from './model-outputs.ts';
import { INPUT_SIZE } from './preprocess.ts';

/** A batch of two: the network input as it is, then mirrored left to right (a leaf has no handedness). */
export function withMirror(input: Float32Array): Float32Array {
  const batch = new Float32Array(input.length * 2);
  batch.set(input);
  for (let row = 0; row < input.length / INPUT_SIZE; row += 1) {
    const start = row * INPUT_SIZE;
    for (let x = 0; x < INPUT_SIZE; x += 1) {
      batch[input.length + start + x] = input[start + INPUT_SIZE - 1 - x]!;
    }
  }
  return batch;
}

/** One photo's outputs from a batch of its views: the mean of each output over the views. */
export function averageOfBatch(outputs: ModelOutputs, views = 2): ModelOutputs {
  const mean = (values: Float32Array) => {
    const size = values.length / views;
    return Float32Array.from({ length: size }, (_, i) => {
      let sum = 0;
      for (let view = 0; view < views; view += 1) sum += values[view * size + i]!;
      return sum / views;
    });
  };
  return { logits: mean(outputs.logits), oodScores: outputs.oodScores ? mean(outputs.oodScores) : null };
}
