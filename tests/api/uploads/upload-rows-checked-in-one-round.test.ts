import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_COLUMNS } from '../../../src/contract/upload.ts';
import { fertilizers } from '../../../src/server/db/schema.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { dataManager, phones, signedInAs, uploadCsv } from './upload-helpers.ts';

const FARMER = UPLOAD_COLUMNS.farmer.join(',');
const FERTILIZER = UPLOAD_COLUMNS.fertilizer.join(',');
const VARIETY = UPLOAD_COLUMNS['crop/variety'].join(',');
const thisYear = new Date().getFullYear();
type Problem = { row: number; field: string | null; value: string | null; detail: string };

/** Issue 35 §1 and issue 38 §6: one answer lists all of a row's problems, each stating the rule. */
describe('upload rows', () => {
  let app: FastifyInstance;
  let manager: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    manager = await dataManager(app);
  });
  afterAll(() => app.close());
  const problems = async (kind: string, file: string, headers = manager) => {
    const response = await uploadCsv(app, kind, headers, file);
    expect(response.statusCode).toBe(400);
    return response.json().errors as Problem[];
  };

  it('lists an unknown ward with the row’s other problems, each stating its rule', async () => {
    const [a, b] = phones(2, 900);
    const errors = await problems(
      'farmer',
      `${FARMER}\nAmina,Ali,${a},femal,${thisYear + 4},9999,\nBaraka,Ali,${b},,,Kapomboi,\n`,
    );
    expect(errors).toEqual([
      { row: 2, field: 'gender', value: 'femal', detail: 'Use one of: female, male, other.' },
      {
        row: 2,
        field: 'year_of_birth',
        value: String(thisYear + 4),
        detail: `A year of birth cannot be after this year (${thisYear}).`,
      },
      { row: 2, field: 'ward', value: '9999', detail: expect.stringMatching(/do not know this place/) },
      {
        row: 3,
        field: 'ward',
        value: 'Kapomboi',
        detail: expect.stringMatching(/4-digit code.*\/api\/v1\/ward\/\?search=/),
      },
    ]);
  });

  it('lists an unknown crop with the row’s other problems', async () => {
    const errors = await problems('crop/variety', `${VARIETY}\nmoonflower,Bad,120,90,,,,,KALRO\n`);
    expect(errors.map((error) => error.field)).toEqual(['maturity_days_max', 'crop']);
  });

  it('states yes or no, numbers and enumerated values', async () => {
    const [phone] = phones(1, 950);
    await uploadCsv(app, 'farmer', manager, `${FARMER}\nMwenye,Shamba,${phone},,,,\n`);
    const header = UPLOAD_COLUMNS.farm.join(',');
    const errors = await problems('farm', `${header}\n${phone},Juu,0676,,,,mbili,,labda,\n`);
    expect(errors).toEqual([
      { row: 2, field: 'area_acres', value: 'mbili', detail: expect.stringMatching(/Write a number/) },
      { row: 2, field: 'irrigated', value: 'labda', detail: expect.stringMatching(/yes or no/) },
    ]);
    const sw = await uploadCsv(
      app,
      'fertilizer',
      { ...manager, 'accept-language': 'sw' },
      `${FERTILIZER}\nSafi,madini,,1,1,1,,,label\n`,
    );
    expect(sw.json().errors).toEqual([
      {
        row: 2,
        field: 'kind',
        value: 'madini',
        detail: expect.stringMatching(/^Tumia mojawapo ya: .*inorganic/),
      },
    ]);
  });

  it('keeps years of birth to this year and the 120 before it', async () => {
    const [a, b, c] = phones(3, 960);
    const errors = await problems(
      'farmer',
      `${FARMER}\nA,One,${a},,${thisYear - 121},,\nB,Two,${b},,${thisYear + 1},,\nC,Three,${c},,${thisYear},,\n`,
    );
    expect(errors).toEqual([
      {
        row: 2,
        field: 'year_of_birth',
        value: String(thisYear - 121),
        detail: expect.stringContaining(String(thisYear - 120)),
      },
      {
        row: 3,
        field: 'year_of_birth',
        value: String(thisYear + 1),
        detail: expect.stringContaining(String(thisYear)),
      },
    ]);
    // A spreadsheet's date in the year column is told the format, not "write a number".
    const [d] = phones(1, 964);
    expect(await problems('farmer', `${FARMER}\nD,Four,${d},,12/03/1985,,\n`)).toEqual([
      {
        row: 2,
        field: 'year_of_birth',
        value: '12/03/1985',
        detail: 'Write the year as 4 digits, like 1985, not a full date.',
      },
    ]);
    const oldest = await uploadCsv(app, 'farmer', manager, `${FARMER}\nA,One,${a},,${thisYear - 120},,\n`);
    expect(oldest.json()).toMatchObject({ created: 1, errors: [] });
  });

  it('compares names without case or spaces, within the file and against what is stored', async () => {
    const inFile = await problems(
      'fertilizer',
      `${FERTILIZER}\nDupName,inorganic,,1,1,1,,,label\ndupname ,inorganic,,1,1,1,,,label\nDup Name,inorganic,,1,1,1,,,label\n`,
    );
    expect(inFile.map(({ row, field }) => [row, field])).toEqual([
      [3, 'name'],
      [4, 'name'],
    ]);
    expect(inFile[0]!.detail).toMatch(/repeats row 2/);
    const first = await uploadCsv(
      app,
      'fertilizer',
      manager,
      `${FERTILIZER}\nDupName,inorganic,,1,1,1,,,label\n`,
    );
    expect(first.json()).toMatchObject({ created: 1 });
    const again = await uploadCsv(
      app,
      'fertilizer',
      manager,
      `${FERTILIZER}\n dup NAME,inorganic,,2,1,1,,,label\n`,
    );
    expect(again.json()).toMatchObject({ created: 0, updated: 1 });
    const stored = await app.database.db
      .select()
      .from(fertilizers)
      .where(eq(sql`lower(replace(${fertilizers.name}, ' ', ''))`, 'dupname'));
    expect(stored).toEqual([expect.objectContaining({ name: 'dup NAME', n: 2 })]);

    const varieties = `${VARIETY}\nmaize,KH 500,90,120,,,,,KALRO\nmaize,kh500,90,120,,,,,KALRO\n`;
    expect((await problems('crop/variety', varieties)).map(({ row }) => row)).toEqual([3]);
  });

  it('refuses a column given twice in the header', async () => {
    const errors = await problems('fertilizer', `${FERTILIZER},notes\nSafi,inorganic,,1,1,1,,a,label,b\n`);
    expect(errors).toEqual([
      { row: 1, field: 'notes', value: null, detail: expect.stringMatching(/header row twice/) },
    ]);
  });

  it('lets an admin upload what an admin may edit, and nothing else', async () => {
    const admin = await signedInAs(app, 'admin');
    const fertilizer = await uploadCsv(
      app,
      'fertilizer',
      admin,
      `${FERTILIZER}\nAdmin Mix,organic,,1,1,1,,,label\n`,
    );
    expect(fertilizer.json()).toMatchObject({ created: 1, errors: [] });
    const varieties = await uploadCsv(
      app,
      'crop/variety',
      admin,
      `${VARIETY}\nmaize,Admin 1,90,120,,,,,KALRO\n`,
    );
    expect(varieties.statusCode).toBe(200);
    // Farmers are registered by data managers, through the JSON API and uploads alike.
    const [phone] = phones(1, 990);
    expect((await uploadCsv(app, 'farmer', admin, `${FARMER}\nA,B,${phone},,,,\n`)).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/farmer/',
          headers: admin,
          payload: { first_name: 'A', last_name: 'B', phone_number: phone },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('offers templates that state each column’s rules, and take a filled-in template as it is', async () => {
    const template = await app.inject({ method: 'GET', url: '/api/v1/upload/farmer/template/' });
    const lines = template.body.trim().split('\r\n');
    expect(lines[0]).toBe(FARMER);
    expect(lines).toEqual(
      expect.arrayContaining([
        '#,"gender: Use one of: female, male, other."',
        expect.stringMatching(/^#,"ward: Give the ward's 4-digit code.*\/api\/v1\/ward\/\?search=/),
        `#,"year_of_birth: A year of 4 digits from ${thisYear - 120} to ${thisYear}, like 1985 (not a full date)."`,
        '#,first_name: Required.',
        '#,"phone_number: Required. Enter a Kenyan phone number, like 0712 345 678."',
      ]),
    );
    const farm = await app.inject({
      method: 'GET',
      url: '/api/v1/upload/farm/template/',
      headers: { 'accept-language': 'sw' },
    });
    expect(farm.body).toMatch(/#,irrigated: Andika ndiyo au hapana/);
    const fertilizer = await app.inject({
      method: 'GET',
      url: '/api/v1/upload/fertilizer/template/',
      headers: { 'accept-language': 'sw' },
    });
    expect(fertilizer.body).toMatch(/#,"kind: Inahitajika\. Tumia mojawapo ya: .*inorganic/);
    const [phone] = phones(1, 995);
    const filled = await uploadCsv(
      app,
      'farmer',
      manager,
      `${template.body}Filled,Template,${phone},female,1990,0676,\r\n`,
    );
    expect(filled.json()).toMatchObject({ created: 1, errors: [] });
  });
});
