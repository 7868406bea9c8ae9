import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

interface FoldSummary {
  held_out: string;
  train_photos: number;
  train_sources: string[];
  scorable_classes: string[];
  unscorable_classes: string[];
  calibration_photos: number;
  report_photos: number;
  unknown_photos: number;
}

/** The leave-one-source-out protocol of src/ml/training/folds.py (stdlib Python, as training runs it). */
async function plans(): Promise<FoldSummary[]> {
  const { stdout } = await promisify(execFile)(
    'python3',
    ['src/ml/training/folds.py', 'tests/fixtures/ml/folds-manifest.csv'],
    { cwd: root },
  );
  return JSON.parse(stdout) as FoldSummary[];
}

describe('leave-one-source-out folds', () => {
  it('makes one fold per source and never trains on the held-out source', async () => {
    const folds = await plans();
    expect(folds.map((fold) => fold.held_out)).toEqual(['field-maize', 'lab-maize', 'objects']);
    for (const fold of folds) expect(fold.train_sources).not.toContain(fold.held_out);
  });

  it('trains on the other sources’ train split only', async () => {
    const field = (await plans()).find((fold) => fold.held_out === 'field-maize')!;
    // lab-maize a1, a2, a4 and objects c1; never a3 or c2 (test split).
    expect(field.train_photos).toBe(4);
  });

  it('names the classes a fold can score, merging aliases, and keeps the rest as unknown', async () => {
    const folds = await plans();
    const field = folds.find((fold) => fold.held_out === 'field-maize')!;
    expect(field.scorable_classes).toEqual(['maize__healthy', 'maize__leaf_spot']);
    expect(field.unscorable_classes).toEqual(['maize__streak_virus']);
    expect([field.calibration_photos, field.report_photos, field.unknown_photos]).toEqual([2, 1, 1]);
    const lab = folds.find((fold) => fold.held_out === 'lab-maize')!;
    expect(lab.scorable_classes).toEqual(['maize__healthy', 'maize__leaf_spot']);
    expect(lab.unscorable_classes).toEqual(['maize__common_rust']);
    const objects = folds.find((fold) => fold.held_out === 'objects')!;
    expect(objects.scorable_classes).toEqual([]);
  });
});
