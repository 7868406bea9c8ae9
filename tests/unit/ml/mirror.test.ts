import { describe, expect, it } from 'vitest';
import { averageOfBatch, withMirror } from '../../../src/ml/mirror.ts';
import { INPUT_SIZE } from '../../../src/ml/preprocess.ts';

describe('the mirrored view', () => {
  it('follows the photo in one batch, each row reversed', () => {
    const input = Float32Array.from({ length: 3 * INPUT_SIZE * INPUT_SIZE }, (_, i) => i % INPUT_SIZE);
    const batch = withMirror(input);
    expect(batch).toHaveLength(2 * input.length);
    expect(batch.subarray(0, input.length)).toEqual(input);
    expect(batch[input.length]).toBe(INPUT_SIZE - 1);
    expect(batch[input.length + INPUT_SIZE - 1]).toBe(0);
  });

  it('averages each output over the two views', () => {
    const outputs = { logits: Float32Array.from([1, 2, 3, 5]), oodScores: Float32Array.from([4, 6]) };
    expect(averageOfBatch(outputs)).toEqual({
      logits: Float32Array.from([2, 3.5]),
      oodScores: Float32Array.from([5]),
    });
  });
});
