import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const fixture = path.join(root, 'tests/fixtures/ml/known-answers');

/**
 * A 4-class "model" that reads colour (tests/fixtures/ml/known-answers/make-known-answers.py) and
 * eight photos whose verdicts are worked out by hand, so every new figure has a known value:
 *   green maize healthy, red maize leaf spot   confident and right
 *   red labelled maize healthy                 confident and wrong
 *   yellow (3-way tie) maize leaf spot         not sure
 *   dark green maize healthy                   not sure: top class clear but OOD distance above the threshold
 *   blue                                       not a plant
 *   yellow tomato healthy                      not sure; with the crop known, tomato is the only option: right
 *   red tomato healthy                         confident maize leaf spot (wrong); with the crop known,
 *                                              "looks like another crop", so not sure
 */
async function evaluate(...flags: string[]) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/ml/evaluate.ts',
      path.join(fixture, 'manifest.csv'),
      '--json',
      '--model-dir',
      fixture,
      ...flags,
    ],
    { cwd: root },
  );
  return JSON.parse(stdout) as Record<string, number> & {
    per_domain: Record<string, Record<string, number>>;
  };
}

describe('evaluate.ts on photos with known answers', () => {
  it('reports confident_wrong_rate and selective_accuracy beside the existing fields', async () => {
    const report = await evaluate();
    expect(report.count).toBe(8);
    expect(report.answered_rate).toBeCloseTo(4 / 7, 10);
    expect(report.selective_accuracy).toBeCloseTo(2 / 4, 10);
    expect(report.answered_accuracy).toBe(report.selective_accuracy);
    expect(report.confident_wrong_rate).toBeCloseTo(2 / 7, 10);
    expect(report.not_a_plant_recall).toBe(1);
    expect(report.per_domain.lab!.confident_wrong_rate).toBeCloseTo(1 / 2, 10);
  });

  it('--crop-known answers among the named crop and flags a photo of another crop', async () => {
    const report = await evaluate('--crop-known');
    expect(report.crop_known).toBe(true);
    expect(report.answered_rate).toBeCloseTo(4 / 7, 10);
    expect(report.selective_accuracy).toBeCloseTo(3 / 4, 10);
    expect(report.confident_wrong_rate).toBeCloseTo(1 / 7, 10);
  });

  it('--group-size 2 combines photos of one class and source as the app does', async () => {
    // Groups: maize healthy (dark green + green), maize leaf spot (red + yellow), tomato (red + yellow);
    // the third maize healthy photo and the lone non-plant make no full group. Each group has one
    // confident photo of two, and the app answers only when most photos are confident: none is answered.
    const report = await evaluate('--group-size', '2');
    expect(report.group_size).toBe(2);
    expect(report.count).toBe(3);
    expect(report.top1).toBeCloseTo(2 / 3, 10);
    expect(report.answered_rate).toBe(0);
    expect(report.confident_wrong_rate).toBe(0);
  });

  it('--source keeps one source only', async () => {
    const report = await evaluate('--source', 'source-b');
    expect(report.count).toBe(2);
  });
});
