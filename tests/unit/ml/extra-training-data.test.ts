import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadEvalSet } from '../../../src/ml/evaluation/eval-set.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const HEADER = 'file,label,crop,condition,split,domain,source_repo,source_path,licence';
const row = (file: string, label: string) =>
  `${file},${label},maize,${label.split('__')[1]},train,field,mimea-agronomist,x.jpg,consented`;

/** A folder as `npm run dataset -- export` writes it: `<label>/<file>.jpg` and manifest.csv. */
function exported(lines: string[], files: string[] = ['maize__leaf_spot/p1.jpg']) {
  const folder = mkdtempSync(path.join(tmpdir(), 'mimea-extra-'));
  for (const file of files) {
    mkdirSync(path.join(folder, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(folder, file), 'jpeg');
  }
  writeFileSync(path.join(folder, 'manifest.csv'), `${lines.join('\n')}\n`);
  return folder;
}

/** src/ml/training/extra_data.py, the reader behind `npm run train -- --extra` (stdlib Python). */
async function readExtra(folder: string) {
  const { stdout } = await promisify(execFile)(
    'python3',
    ['src/ml/training/extra_data.py', folder, 'tests/fixtures/ml/folds-manifest.csv'],
    { cwd: root },
  );
  return JSON.parse(stdout) as Record<string, string>[];
}

describe('extra training folders (npm run train -- --extra <folder>)', () => {
  it('joins the training split with absolute paths, an old alias label included', async () => {
    const folder = exported(
      [
        HEADER,
        row('maize__leaf_spot/p1.jpg', 'maize__leaf_spot'),
        row('maize__gray_leaf_spot/p2.jpg', 'maize__gray_leaf_spot'),
      ],
      ['maize__leaf_spot/p1.jpg', 'maize__gray_leaf_spot/p2.jpg'],
    );
    const rows = await readExtra(folder);
    expect(rows.map((r) => [r.file, r.split, r.source_repo])).toEqual([
      [path.join(folder, 'maize__leaf_spot/p1.jpg'), 'train', 'mimea-agronomist'],
      [path.join(folder, 'maize__gray_leaf_spot/p2.jpg'), 'train', 'mimea-agronomist'],
    ]);
  });

  it("takes the export's farmer columns after the shared ones", async () => {
    const folder = exported([
      `${HEADER},farmer_pick,farmer_answers,chat_outcome`,
      `${row('maize__leaf_spot/p1.jpg', 'maize__leaf_spot')},cant_tell,powder=no,maize__leaf_spot`,
    ]);
    expect((await readExtra(folder)).map((r) => r.farmer_answers)).toEqual(['powder=no']);
  });

  it('stops before training on other columns, a missing or outside photo, or a label the model lacks', async () => {
    const cases: [string[], RegExp][] = [
      [['file,label', 'maize__leaf_spot/p1.jpg,maize__leaf_spot'], /columns/],
      [[HEADER, row('maize__leaf_spot/gone.jpg', 'maize__leaf_spot')], /no such photo/],
      [[HEADER, row('../../etc/passwd', 'maize__leaf_spot')], /outside/],
      [[HEADER, row('maize__leaf_spot/p1.jpg', 'cassava__mosaic')], /not one the model learns/],
    ];
    for (const [lines, message] of cases) await expect(readExtra(exported(lines))).rejects.toThrow(message);
  });

  it('is reported by the eval as its own domain, not mixed into the public field photos', () => {
    const folder = exported([HEADER, row('maize__leaf_spot/p1.jpg', 'maize__leaf_spot')]);
    expect(loadEvalSet(folder)).toEqual([
      {
        file: path.join(folder, 'maize__leaf_spot/p1.jpg'),
        label: 'maize__leaf_spot',
        domain: 'mimea-agronomist',
        crop: 'maize',
        source: 'mimea-agronomist',
      },
    ]);
  });
});
