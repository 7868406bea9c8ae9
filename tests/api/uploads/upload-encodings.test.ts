import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_COLUMNS } from '../../../src/contract/upload.ts';
import { farmers } from '../../../src/server/db/schema.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { dataManager, finishedJob, phones, uploadCsv } from './upload-helpers.ts';

const HEADER = UPLOAD_COLUMNS.farmer.join(',');
const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();

/** Issue 35 §1: a Windows-1252 file stored "Wénjiku" as "W\uFFFDnjiku", and UTF-16 read as "column missing". */
describe('upload file encodings', () => {
  let app: FastifyInstance;
  let manager: Record<string, string>;
  const firstNameOf = async (lastName: string) =>
    (await app.database.db.select().from(farmers).where(eq(farmers.lastName, lastName)))[0]?.firstName;
  beforeAll(async () => {
    app = await buildTestApp();
    manager = await dataManager(app);
  });
  afterAll(() => app.close());

  const encodings = [
    ['utf-8', (text: string) => Buffer.from(text, 'utf8')],
    ['utf-8-bom', (text: string) => Buffer.from(`\uFEFF${text}`, 'utf8')],
    ['utf-16le', (text: string) => Buffer.from(`\uFEFF${text}`, 'utf16le')],
    ['utf-16be', (text: string) => utf16be(`\uFEFF${text}`)],
    ['windows-1252', (text: string) => Buffer.from(text, 'latin1')],
  ] as const;
  for (const [index, [encoding, encode]] of encodings.entries()) {
    it(`reads ${encoding}, stores the name as written, and says which it read`, async () => {
      const [phone] = phones(1, 700 + index);
      const lastName = `Encoding${index}`;
      // ũ is not in Windows-1252; é is in all of them.
      const firstName = encoding === 'windows-1252' ? 'Wénjiku' : 'Wénjikũ';
      const response = await uploadCsv(
        app,
        'farmer',
        manager,
        encode(`${HEADER}\r\n${firstName},${lastName},${phone},,,,\r\n`),
      );
      expect(response.json()).toEqual({ created: 1, updated: 0, unchanged: 0, errors: [], encoding });
      expect(await firstNameOf(lastName)).toBe(firstName);
    });
  }

  it('reads the encoding of a background import’s file too', async () => {
    const rows = phones(5_001, 20_000).map((phone, index) => `Wénjiku,Bulk1252 ${index},${phone},,,,`);
    const response = await uploadCsv(
      app,
      'farmer',
      manager,
      Buffer.from(`${HEADER}\n${rows.join('\n')}\n`, 'latin1'),
    );
    expect(response.statusCode).toBe(202);
    const job = await finishedJob(app, manager, response.json().id);
    expect(job.result).toEqual({
      created: 5_001,
      updated: 0,
      unchanged: 0,
      errors: [],
      encoding: 'windows-1252',
    });
    expect(await firstNameOf('Bulk1252 0')).toBe('Wénjiku');
  }, 240_000);

  const refusals = [
    [
      'UTF-16 without its byte order mark',
      Buffer.from(`${HEADER}\n`, 'utf16le'),
      'csv_encoding_utf16_unmarked',
      /UTF-16/,
      /UTF-16/,
    ],
    [
      'UTF-32',
      Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), Buffer.from('a\0\0\0')]),
      'csv_encoding_utf32',
      /UTF-32/,
      /UTF-32/,
    ],
    [
      'a workbook',
      Buffer.from('PK\u0003\u0004 xl/workbook.xml'),
      'csv_is_workbook',
      /workbook/,
      /lahajedwali/,
    ],
    [
      'bytes neither UTF-8 nor Windows-1252',
      Buffer.from([0x61, 0x81, 0x62, 0x0a]),
      'csv_encoding_unknown',
      /Windows-1252/,
      /Windows-1252/,
    ],
    [
      'UTF-16 with a broken surrogate',
      Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0x61, 0x00]),
      'csv_encoding_broken',
      /UTF-16LE/,
      /UTF-16LE/,
    ],
  ] as const;
  for (const [name, file, code, english, swahili] of refusals) {
    it(`refuses ${name}, saying what is wrong, in both languages`, async () => {
      const response = await uploadCsv(app, 'farmer', manager, file);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code, detail: expect.stringMatching(english) });
      const inSwahili = await uploadCsv(app, 'farmer', { ...manager, 'accept-language': 'sw' }, file);
      expect(inSwahili.json()).toEqual({ code, detail: expect.stringMatching(swahili) });
    });
  }
});
