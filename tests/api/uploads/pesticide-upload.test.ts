import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLibrary } from '../../../src/server/library/seed-library.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { dataManager, uploadCsv } from './upload-helpers.ts';

const PACK = readFileSync(
  path.resolve(import.meta.dirname, '../../../src/content/data/pesticides.csv'),
  'utf8',
);
const [HEADER, EMAMECTIN] = PACK.split('\n');

describe('upload/pesticide/', () => {
  let app: FastifyInstance;
  let manager: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    manager = await dataManager(app);
  });
  afterAll(() => app.close());
  const pesticide = async (slug: string) => app.inject({ method: 'GET', url: `/api/v1/pesticide/${slug}/` });

  it('takes the data pack’s columns, updates by active ingredient, and a restart keeps the upload', async () => {
    const withdrawn = EMAMECTIN!.replace(
      'registered products commonly sold (verify current PCPB register)',
      'WITHDRAWN in a test review',
    );
    const neem =
      'neem oil (test),insecticide,UN,botanical,aphids;whiteflies,kale,U,low,0-3,,available in agrovets,label';
    const response = await uploadCsv(app, 'pesticide', manager, `${HEADER}\n${withdrawn}\n${neem}\n`);
    expect(response.json()).toEqual({ created: 1, updated: 1, unchanged: 0, errors: [], encoding: 'utf-8' });
    expect((await pesticide('emamectin-benzoate')).json()).toMatchObject({ kenya_status: 'withdrawn' });
    expect((await pesticide('neem-oil')).json()).toMatchObject({
      targets: ['aphids', 'whiteflies'],
      kenya_status: 'commonly_registered',
    });
    await seedLibrary(app.database.db);
    expect((await pesticide('emamectin-benzoate')).json()).toMatchObject({ kenya_status: 'withdrawn' });
    expect((await pesticide('neem-oil')).statusCode).toBe(200);
    const again = await uploadCsv(app, 'pesticide', manager, `${HEADER}\n${withdrawn}\n`);
    expect(again.json()).toMatchObject({ unchanged: 1 });
  });

  it('refuses a row without its sources or status note, writing nothing', async () => {
    const bad = 'made-up,insecticide,,,,,,,,,,';
    const response = await uploadCsv(app, 'pesticide', manager, `${HEADER}\n${bad}\n`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'kenya_status_note',
      'sources',
    ]);
    expect((await pesticide('made-up')).statusCode).toBe(404);
  });
});
