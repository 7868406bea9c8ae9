import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_COLUMNS, UPLOAD_KINDS } from '../../../src/contract/upload.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { dataManager, finishedJob, uploadCsv } from './upload-helpers.ts';

/** Issue 35 §1: a NUL byte in a cell answered 500 on real imports of four kinds and on large dry runs. */
const CHARACTERS = [
  ['NUL', '\u0000', /control characters/],
  ['a bell', '\u0007', /control characters/],
  ['a C1 control', '\u0085', /control characters/],
  ['a right-to-left override', '\u202e', /text-direction/],
  ['a direction isolate', '\u2067', /text-direction/],
] as const;
const FERTILIZER_HEADER = UPLOAD_COLUMNS.fertilizer.join(',');

describe('a cell with a control or direction character', () => {
  let app: FastifyInstance;
  let manager: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    manager = await dataManager(app);
  });
  afterAll(() => app.close());

  for (const kind of UPLOAD_KINDS) {
    for (const [name, character] of CHARACTERS) {
      it(`is the row's error naming the column, in a ${kind} file (${name}), dry run or not`, async () => {
        const columns = UPLOAD_COLUMNS[kind];
        // Every cell holds it: each column is named, whatever the column's own rules.
        // Shown back as U+XXXX: invisible on screen, and NUL cannot be stored in a job's result.
        const shown = `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
        const file = `${columns.join(',')}\nA${character}b,${columns.slice(1).map(() => `x${character}y`)}\n`;
        for (const query of ['?dry_run=true', '']) {
          const response = await uploadCsv(app, kind, manager, file, query);
          expect(response.statusCode).toBe(400);
          const errors = response.json().errors as { row: number; field: string }[];
          expect(errors.map((error) => error.field)).toEqual(expect.arrayContaining([...columns]));
          expect(errors).toContainEqual({
            row: 2,
            field: columns[0],
            value: `A${shown}b`,
            detail: expect.stringMatching(CHARACTERS.find(([, c]) => c === character)![2]),
          });
        }
      });
    }
  }

  it('is refused in an otherwise good cell, in Swahili too', async () => {
    const file = `${FERTILIZER_HEADER}\nSafi,inorganic,17-17-17,17,17,17,,Top\u0000dress,label\n`;
    const response = await uploadCsv(app, 'fertilizer', { ...manager, 'accept-language': 'sw' }, file);
    expect(response.json().errors).toEqual([
      {
        row: 2,
        field: 'notes',
        value: 'TopU+0000dress',
        detail: expect.stringMatching(/herufi za udhibiti/),
      },
    ]);
  });

  it('is the row’s error in a background import of more than 5,000 rows, dry run or not', async () => {
    const rows = Array.from({ length: 5_001 }, (_, index) => `Bulk ${index},inorganic,,1,1,1,,,label`);
    rows[4_000] = 'Bulk bad,inorganic,,1,1,1,,Top\u0000dress,label';
    rows[4_500] = 'Bulk bidi\u202e,inorganic,,1,1,1,,,label';
    const file = `${FERTILIZER_HEADER}\n${rows.join('\n')}\n`;
    for (const query of ['?dry_run=true', '']) {
      const response = await uploadCsv(app, 'fertilizer', manager, file, query);
      expect(response.statusCode).toBe(202);
      const job = await finishedJob(app, manager, response.json().id);
      expect(job).toMatchObject({ state: 'done', result: { created: 0, encoding: 'utf-8' } });
      expect(job.result.errors).toEqual([
        {
          row: 4_002,
          field: 'notes',
          value: 'TopU+0000dress',
          detail: expect.stringMatching(/control characters/),
        },
        {
          row: 4_502,
          field: 'name',
          value: 'Bulk bidiU+202E',
          detail: expect.stringMatching(/text-direction/),
        },
      ]);
    }
  }, 240_000);
});
