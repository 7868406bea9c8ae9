import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropVarieties, farmers, farms, fertilizers } from '../../../src/server/db/schema.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { dataManager, phones, uploadCsv } from './upload-helpers.ts';

const FARMER_HEADER = 'first_name,last_name,phone_number,gender,year_of_birth,ward,group_name';

describe('upload/*', () => {
  let app: FastifyInstance;
  let manager: Record<string, string>;
  const farmerCount = async () => (await app.database.db.select({ n: count() }).from(farmers))[0]!.n;

  beforeAll(async () => {
    app = await buildTestApp();
    manager = await dataManager(app);
  });
  afterAll(() => app.close());

  it('imports a good farmers file, and a second upload updates instead of duplicating', async () => {
    const [a, b] = phones(2, 100);
    const csv = `${FARMER_HEADER}\nAkinyi,Otieno,${a},female,1985,0676,Kapomboi Growers\nBaraka,Mwangi,${b},,,,\n`;
    const first = await uploadCsv(app, 'farmer', manager, csv);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ created: 2, updated: 0, unchanged: 0, errors: [], encoding: 'utf-8' });
    const again = await uploadCsv(app, 'farmer', manager, csv.replace('Kapomboi Growers', 'Kapomboi Youth'));
    expect(again.json()).toEqual({ created: 0, updated: 1, unchanged: 1, errors: [], encoding: 'utf-8' });
    const list = (
      await app.inject({ method: 'GET', url: '/api/v1/farmer/?search=Akinyi', headers: manager })
    ).json();
    expect(list.results).toEqual([
      expect.objectContaining({ group_name: 'Kapomboi Youth', year_of_birth: 1985 }),
    ]);
  });

  it('reports every bad row, in the request’s language, and writes nothing', async () => {
    const [a, b, c, d] = phones(4, 200);
    const csv = [
      FARMER_HEADER,
      `Good,Row,${a},,,,`,
      `,NoFirstName,${b},,,,`,
      `Bad,Phone,12345,,,,`,
      `Bad,Choices,${c},unknown,1800,,`,
      `Bad,Ward,${d},,,9999,`,
      `Again,Same,${a},,,,`,
    ].join('\n');
    const before = await farmerCount();
    const response = await uploadCsv(app, 'farmer', { ...manager, 'accept-language': 'sw' }, csv);
    expect(response.statusCode).toBe(400);
    const { errors, created } = response.json();
    expect(created).toBe(0);
    expect(errors.map((error: { row: number; field: string }) => [error.row, error.field])).toEqual([
      [3, 'first_name'],
      [4, 'phone_number'],
      [5, 'gender'],
      [5, 'year_of_birth'],
      [6, 'ward'],
      [7, 'phone_number'],
    ]);
    expect(errors[1].detail).toMatch(/namba ya simu/i);
    expect(await farmerCount()).toBe(before);
  });

  it('checks without writing on a dry run', async () => {
    const [a] = phones(1, 300);
    const response = await uploadCsv(
      app,
      'farmer',
      manager,
      `${FARMER_HEADER}\nDry,Run,${a},,,,\n`,
      '?dry_run=true',
    );
    expect(response.json()).toEqual({ created: 1, updated: 0, unchanged: 0, errors: [], encoding: 'utf-8' });
    const stored = await app.database.db.select().from(farmers).where(eq(farmers.lastName, 'Run'));
    expect(stored).toEqual([]);
  });

  it('reads UTF-8 with a byte order mark and `;` between cells', async () => {
    const [a] = phones(1, 400);
    const csv = `\uFEFF${FARMER_HEADER.replaceAll(',', ';')}\nWanjirũ;Njeri;${a};female;;;"Ushirika; Kiambu"\n`;
    const response = await uploadCsv(app, 'farmer', manager, csv);
    expect(response.json()).toMatchObject({ created: 1, errors: [], encoding: 'utf-8-bom' });
    const [stored] = await app.database.db.select().from(farmers).where(eq(farmers.firstName, 'Wanjirũ'));
    expect(stored!.groupName).toBe('Ushirika; Kiambu');
  });

  it('keeps formula-like cells as text, and the template escapes what the app writes', async () => {
    const [a] = phones(1, 500);
    const csv = `${FARMER_HEADER}\n"=HYPERLINK(""http://x"")",@Otieno,${a},,,,-1+1\n`;
    expect((await uploadCsv(app, 'farmer', manager, csv)).json()).toMatchObject({ created: 1 });
    const [stored] = await app.database.db.select().from(farmers).where(eq(farmers.lastName, '@Otieno'));
    expect(stored).toMatchObject({ firstName: '=HYPERLINK("http://x")', groupName: '-1+1' });
    const template = await app.inject({ method: 'GET', url: '/api/v1/upload/farmer/template/' });
    expect(template.headers['content-type']).toMatch(/text\/csv/);
    expect(template.body.startsWith(`${FARMER_HEADER}\r\n#,`)).toBe(true);
  });

  it('refuses more than 50,000 rows and more than 10 MB with 413', async () => {
    const rows = Array.from({ length: 50_001 }, () => 'A,B,0711000000,,,,').join('\n');
    const many = await uploadCsv(app, 'farmer', manager, `${FARMER_HEADER}\n${rows}\n`);
    expect(many.statusCode).toBe(413);
    expect(many.json().detail).toMatch(/50,000/);
    const huge = await uploadCsv(
      app,
      'farmer',
      manager,
      `${FARMER_HEADER}\n${'x'.repeat(10 * 1024 * 1024)}\n`,
    );
    expect(huge.statusCode).toBe(413);
  });

  it('is for data managers only', async () => {
    const farmer = bearer((await registeredAndSignedIn(app)).access);
    expect((await uploadCsv(app, 'farmer', farmer, `${FARMER_HEADER}\n`)).statusCode).toBe(403);
    expect((await uploadCsv(app, 'farmer', {}, `${FARMER_HEADER}\n`)).statusCode).toBe(401);
  });

  it('imports farms by their farmer’s phone number, only farmers the manager registered', async () => {
    const [mine] = phones(1, 600);
    await uploadCsv(app, 'farmer', manager, `${FARMER_HEADER}\nMwenye,Shamba,${mine},,,,\n`);
    const stranger = (await registeredAndSignedIn(app)).phone;
    const header =
      'farmer_phone_number,name,ward,latitude,longitude,altitude,area_acres,soil_type,irrigated,notes';
    const bad = await uploadCsv(
      app,
      'farm',
      manager,
      `${header}\n${mine},Juu,0676,,,,2,,ndiyo,\n${stranger},Yao,0676,,,,,,,\n`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ row: 3, field: 'farmer_phone_number' })]);
    const good = await uploadCsv(app, 'farm', manager, `${header}\n${mine},Juu,0676,,,,2,,ndiyo,\n`);
    expect(good.json()).toMatchObject({ created: 1, errors: [], encoding: 'utf-8' });
    const again = await uploadCsv(app, 'farm', manager, `${header}\n${mine},Juu,0676,,,,3,,yes,\n`);
    expect(again.json()).toMatchObject({ created: 0, updated: 1 });
    const [farm] = await app.database.db.select().from(farms).where(eq(farms.name, 'Juu'));
    expect(farm).toMatchObject({ areaAcres: 3, irrigated: true, countyId: '026' });
  });

  it('imports fertilizers and varieties, updating by name', async () => {
    const fertilizerHeader = 'name,kind,grade,n,p2o5,k2o,other_nutrients,notes,source';
    const dap = await uploadCsv(
      app,
      'fertilizer',
      manager,
      `${fertilizerHeader}\nDAP,inorganic,18-46-0,18,46,0,,Planting,KEPHIS\nMavuno,inorganic,10-26-10,10,26,10,,,label\n`,
    );
    expect(dap.json()).toEqual({ created: 1, updated: 1, unchanged: 0, errors: [], encoding: 'utf-8' });
    const [stored] = await app.database.db.select().from(fertilizers).where(eq(fertilizers.name, 'DAP'));
    expect(stored!.notes).toBe('Planting');
    const varietyHeader =
      'crop,name,maturity_days_min,maturity_days_max,altitude_min_m,altitude_max_m,zones,traits,source';
    const varieties = await uploadCsv(
      app,
      'crop/variety',
      manager,
      `${varietyHeader}\nmaize,DH04,90,120,900,1500,Eastern;Central,drought tolerant;early,KALRO\nmaize,Bad,120,90,,,,,KALRO\n`,
    );
    expect(varieties.json().errors).toEqual([
      expect.objectContaining({ row: 3, field: 'maturity_days_max' }),
    ]);
    const fixed = await uploadCsv(
      app,
      'crop/variety',
      manager,
      `${varietyHeader}\nmaize,DH04,90,120,900,1500,Eastern;Central,drought tolerant;early,KALRO\n`,
    );
    expect(fixed.json()).toMatchObject({ created: 1 });
    const [dh04] = await app.database.db.select().from(cropVarieties).where(eq(cropVarieties.name, 'DH04'));
    expect(dh04).toMatchObject({ zones: ['Eastern', 'Central'], traits: ['drought tolerant', 'early'] });
  });

  it('names a missing or unknown column on the header row', async () => {
    const response = await uploadCsv(app, 'farmer', manager, 'first_name,phone,last_name\nA,0711000001,B\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ row: 1, field: 'phone_number' }),
      expect.objectContaining({ row: 1, field: 'phone' }),
    ]);
  });

  it('imports more than 5,000 rows in the background, with progress at upload/status/{id}/', async () => {
    const rows = phones(5_001, 10_000).map((phone, index) => `Mkulima,Namba${index},${phone},,,,Kikundi`);
    const response = await uploadCsv(app, 'farmer', manager, `${FARMER_HEADER}\n${rows.join('\n')}\n`);
    expect(response.statusCode).toBe(202);
    const job = response.json();
    expect(job).toMatchObject({ state: 'queued', rows: 5_001, dry_run: false, result: null });
    let status = job;
    for (let wait = 0; wait < 240 && status.state !== 'done' && status.state !== 'failed'; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      status = (
        await app.inject({ method: 'GET', url: `/api/v1/upload/status/${job.id}/`, headers: manager })
      ).json();
    }
    expect(status).toMatchObject({ state: 'done', processed: 5_001, result: { created: 5_001, errors: [] } });
    const other = await dataManager(app);
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/upload/status/${job.id}/`, headers: other }))
        .statusCode,
    ).toBe(404);
  }, 180_000);
});
