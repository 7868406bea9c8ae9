import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const photos = path.join(root, 'tests/fixtures/ml/photos');

/** Runs the real command line, as `npm run ml:eval` would, on the 21 fixture photos. */
describe('evaluate.ts', () => {
  it('prints one JSON report, reports unknown labels and writes the charts', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'mimea-eval-test-'));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/ml/evaluate.ts', photos, '--json', '--out', out],
      { cwd: root },
    );
    const report = JSON.parse(stdout) as Record<string, unknown>;
    for (const key of [
      'top1',
      'top3',
      'ece',
      'not_sure_rate',
      'not_a_plant_recall',
      'per_domain',
      'per_class',
    ]) {
      expect(report, key).toHaveProperty(key);
    }
    // 20 known photos (both maize aliases count); the cassava photo is named, not scored.
    expect(report.count).toBe(20);
    expect(report.unknown_labels).toEqual({ cassava__mosaic: 1 });
    expect(report.top1).toBeGreaterThanOrEqual(0);
    expect(report.top3).toBeGreaterThanOrEqual(report.top1 as number);
    expect(report.ece).toBeLessThanOrEqual(1);
    expect(existsSync(path.join(out, 'confusion-matrix.png'))).toBe(true);
    expect(existsSync(path.join(out, 'reliability.png'))).toBe(true);
  });
});
