import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_COLUMNS } from '../../../src/contract/upload.ts';
import { seedLibrary } from '../../../src/server/library/seed-library.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { dataManager, uploadCsv } from './upload-helpers.ts';

const HEADER = UPLOAD_COLUMNS.pest.join(',');
/** A CSV cell, quoted where it holds a comma or a quote. */
const cell = (text: string) => (/[",]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
const row = (cells: Record<string, string>) =>
  UPLOAD_COLUMNS.pest.map((column) => cell(cells[column] ?? '')).join(',');
const TUTA = {
  slug: 'tuta-absoluta-test',
  common_name: 'Tomato leafminer (test)',
  name_sw: 'Kipekecha majani ya nyanya (jaribio)',
  organism_type: 'insect (Lepidoptera: Gelechiidae)',
  scientific_name: 'Phthorimaea absoluta',
  crops_affected: 'tomato;potato',
  summary_en: 'A small moth whose caterpillars mine tomato leaves and bore into fruit.',
  summary_sw: 'Nondo mdogo ambaye viwavi wake hutoboa majani ya nyanya na kuingia ndani ya matunda.',
  key_symptoms: 'pale blotch mines in leaves;holes in fruit',
  symptoms_sw: 'michirizi meupe ndani ya majani;matundu kwenye matunda',
  act_now_en: 'Pick and burn mined leaves;Hang pheromone traps',
  act_now_sw: 'Chuma na uchome majani yaliyotobolewa;Tundika mitego ya harufu',
  cultural: 'rotate away from tomato',
  cultural_sw: 'badilisha zao lisiwe nyanya',
  chemical_active_ingredients: 'emamectin benzoate',
};

describe('upload/pest/', () => {
  let app: FastifyInstance;
  let manager: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    manager = await dataManager(app);
  });
  afterAll(() => app.close());
  const detail = (slug: string, lang: string) =>
    app.inject({ method: 'GET', url: `/api/v1/pest/${slug}/?lang=${lang}` });
  const search = async (words: string, lang: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/v1/pest/?lang=${lang}&search=${encodeURIComponent(words)}`,
      })
    )
      .json()
      .results.map((entry: { slug: string }) => entry.slug);

  it('offers its template with both languages’ columns', async () => {
    const template = await app.inject({
      method: 'GET',
      url: '/api/v1/upload/pest/template/',
      headers: manager,
    });
    expect(template.statusCode).toBe(200);
    expect(template.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(HEADER);
  });

  it('adds an entry the library shows in both languages, and a dry run writes nothing', async () => {
    const file = `${HEADER}\n${row(TUTA)}\n`;
    const dry = await uploadCsv(app, 'pest', manager, file, '?dry_run=true');
    expect(dry.json()).toEqual({ created: 1, updated: 0, unchanged: 0, errors: [], encoding: 'utf-8' });
    expect((await detail(TUTA.slug, 'en')).statusCode).toBe(404);

    const response = await uploadCsv(app, 'pest', manager, file);
    expect(response.json()).toEqual({ created: 1, updated: 0, unchanged: 0, errors: [], encoding: 'utf-8' });
    expect((await detail(TUTA.slug, 'en')).json()).toMatchObject({
      name: 'Tomato leafminer (test)',
      kind: 'pest',
      organism: 'insect',
      crops: ['tomato', 'potato'],
      act_now: ['Pick and burn mined leaves', 'Hang pheromone traps'],
      chemical_options: [expect.objectContaining({ slug: 'emamectin-benzoate' })],
      general_guidance: true,
    });
    expect((await detail(TUTA.slug, 'sw')).json()).toMatchObject({
      name: 'Kipekecha majani ya nyanya (jaribio)',
      symptoms: ['michirizi meupe ndani ya majani', 'matundu kwenye matunda'],
    });
    expect(await search('leafminer', 'en')).toContain(TUTA.slug);
    expect(await search('kipekecha', 'sw')).toContain(TUTA.slug);
    expect(await search('matundu', 'en')).toContain(TUTA.slug);
  });

  it('updates by slug on a re-upload, and a restart keeps the upload', async () => {
    const changed = {
      ...TUTA,
      summary_en: 'A small moth whose caterpillars tunnel in tomato leaves, stems and fruit.',
    };
    const aphids = {
      ...TUTA,
      slug: 'aphids',
      common_name: 'Aphids (uploaded)',
      name_sw: 'Vidukari (vilivyopakiwa)',
    };
    const file = `${HEADER}\n${row(changed)}\n${row(aphids)}\n`;
    // Aphids shipped with Mimea: replacing the entry takes replace_shipped=true, and a dry run names it.
    const refused = await uploadCsv(app, 'pest', manager, file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { row: 3, field: 'slug', value: 'aphids', detail: expect.stringContaining('replace_shipped=true') },
    ]);
    const dry = await uploadCsv(app, 'pest', manager, file, '?dry_run=true&replace_shipped=true');
    expect(dry.json()).toMatchObject({ updated: 2, errors: [], replaced_shipped: ['aphids'] });
    const response = await uploadCsv(app, 'pest', manager, file, '?replace_shipped=true');
    expect(response.json()).toEqual({
      created: 0,
      updated: 2,
      unchanged: 0,
      errors: [],
      encoding: 'utf-8',
      replaced_shipped: ['aphids'],
    });

    expect((await detail(TUTA.slug, 'en')).json()).toMatchObject({ summary: changed.summary_en });
    await seedLibrary(app.database.db);
    expect((await detail(TUTA.slug, 'en')).json()).toMatchObject({ summary: changed.summary_en });
    expect((await detail('aphids', 'sw')).json()).toMatchObject({ name: 'Vidukari (vilivyopakiwa)' });
    expect(await search('leafminer', 'en')).toContain(TUTA.slug);

    const again = await uploadCsv(app, 'pest', manager, `${HEADER}\n${row(changed)}\n`);
    expect(again.json()).toEqual({ created: 0, updated: 0, unchanged: 1, errors: [], encoding: 'utf-8' });
  });

  it('reports every bad row in the request’s language and writes nothing', async () => {
    const good = { ...TUTA, slug: 'good-row-test' };
    const noSwahili = { ...TUTA, slug: 'no-swahili-test', name_sw: '', cultural_sw: '' };
    const badCrop = {
      ...TUTA,
      slug: 'bad-crop-test',
      crops_affected: 'tomato;moonflower',
      act_now_sw: 'moja',
    };
    const formula = { ...TUTA, slug: '=cmd|x', common_name: '=HYPERLINK("x")' };
    const file = [HEADER, row(good), row(noSwahili), row(badCrop), row(formula)].join('\n');
    const response = await uploadCsv(app, 'pest', { ...manager, 'accept-language': 'sw' }, file);
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as { row: number; field: string; detail: string }[];
    expect(errors.map(({ row: line, field }) => [line, field])).toEqual([
      [3, 'name_sw'],
      [3, 'cultural_sw'],
      [4, 'crops_affected'],
      [4, 'act_now_sw'],
      [5, 'slug'],
    ]);
    expect(errors[1]!.detail).toMatch(/Kiswahili/);
    expect((await detail('good-row-test', 'en')).statusCode).toBe(404);
  });

  it('stores a formula-like cell as text', async () => {
    const formula = { ...TUTA, slug: 'formula-test', common_name: '=HYPERLINK("x")' };
    const response = await uploadCsv(app, 'pest', manager, `${HEADER}\n${row(formula)}\n`);
    expect(response.json()).toMatchObject({ created: 1 });
    expect((await detail('formula-test', 'en')).json()).toMatchObject({ name: '=HYPERLINK("x")' });
  });

  it('is for data managers only', async () => {
    const response = await uploadCsv(app, 'pest', {}, `${HEADER}\n${row(TUTA)}\n`);
    expect(response.statusCode).toBe(401);
  });
});
