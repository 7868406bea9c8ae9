import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LISTED_PROBLEMS } from '../../../src/server/services/uploads/csv-import.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { dataManager, phones, uploadCsv } from './upload-helpers.ts';

const HEADER = 'first_name,last_name,phone_number';

/**
 * Finding 23: a data manager's CSV cost the server far more than its size. A 4 MB header of two million
 * columns held every other request for 45 seconds (the health check timed out) and was answered with
 * two million translated problems, 198 MB; a single 9 MB cell took more than a second to read. Now a
 * row holds at most 65,536 characters, and an answer lists at most the first hundred problems.
 */
describe('a CSV upload costs the server about what its size says', () => {
  let app: FastifyInstance;
  let manager: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    manager = { ...(await dataManager(app)), 'accept-language': 'en' };
  });
  afterAll(() => app.close());

  it('refuses a row longer than any template’s, however it is made long', async () => {
    for (const csv of [
      `${HEADER},${'x,'.repeat(40_000)}\n`,
      `${HEADER}\n"${'x'.repeat(100_000)}",Odhiambo,0711000001\n`,
    ]) {
      const response = await uploadCsv(app, 'farmer', manager, csv, '?dry_run=true');
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        code: 'csv_row_too_long',
        detail:
          'A row of this file is longer than 65,536 characters, which no row of a template is. Download the template and copy your rows into it.',
      });
    }
  });

  it('lists only the first problems of a file full of them', async () => {
    const unknownColumns = `${HEADER},${Array.from({ length: 5_000 }, (_, i) => `c${i}`).join(',')}\n`;
    const header = await uploadCsv(app, 'farmer', manager, unknownColumns, '?dry_run=true');
    expect(header.statusCode).toBe(400);
    expect(header.json().errors).toHaveLength(MAX_LISTED_PROBLEMS);
    expect(header.json().errors[0]).toMatchObject({ row: 1, field: 'c0' });

    const badRows = [HEADER, ...phones(3_000).map((phone) => `,,${phone}`)].join('\n');
    const rows = await uploadCsv(app, 'farmer', manager, badRows, '?dry_run=true');
    expect(rows.statusCode).toBe(400);
    const { errors } = rows.json() as { errors: { row: number }[] };
    expect(errors).toHaveLength(MAX_LISTED_PROBLEMS);
    expect(errors.map((error) => error.row)).toEqual(
      [...errors.map((error) => error.row)].sort((a, b) => a - b),
    );
    expect(errors[0]!.row).toBe(2);
  });
});
