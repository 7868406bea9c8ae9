import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, '../../../src/ml/training/check_imagenet.py');

// The training pipeline's own loader for the Keras weights, run as training runs it (Debian's Python and
// torch): a port that transposed a kernel or shifted the padding would no longer name these photos.
describe('the pretrained weights, loaded by our Keras loader', () => {
  it('name obvious ImageNet photos: a cat, a cup of espresso, a rocket', async () => {
    const { stdout } = await run(process.env.MIMEA_PYTHON ?? '/usr/bin/python3', [script], {
      timeout: 60_000,
    });
    expect(stdout).toContain('ImageNet weights load correctly');
    expect(stdout.match(/^ok /gm)).toHaveLength(3);
  });
});
