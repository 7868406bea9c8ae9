import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { seedAgronomy } from '../../../src/server/agronomy/seed-agronomy.ts';
import { migrationsFolder } from '../../../src/server/db/database.ts';
import * as schema from '../../../src/server/db/schema.ts';
import { seedLibrary } from '../../../src/server/library/seed-library.ts';
import { migrationsBefore } from '../helpers/migrations.ts';

describe('migration 0011_reference_edits on a database with the data pack loaded', () => {
  it('keeps the old rows, and the next start gives every recommendation its Swahili', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: migrationsBefore('0011_reference_edits') });
    await db.execute(sql`
      insert into library_crops (id, rank, search_text, content) values
        ('maize', 1, 'maize mahindi', '{"names": {"en": "Maize", "sw": "Mahindi"}, "varieties": []}')`);
    await db.execute(sql`
      insert into nutrients (id, position, crop, region_or_soil, counties, stage, fertilizer, source, confidence, timing_method)
      values ('00000000-0000-4000-8000-0000000000aa', 0, 'maize', 'highlands', '{}', 'planting', 'DAP', 'old', 'medium', 'in planting hole')`);

    await migrate(db, { migrationsFolder });
    const [crop] = await db.select().from(schema.libraryCrops);
    expect(crop).toMatchObject({ id: 'maize', editedAt: null });
    const [old] = await db.select().from(schema.nutrients);
    expect(old).toMatchObject({ timingMethod: 'in planting hole', timingMethodSw: null, editedAt: null });

    await seedLibrary(db as never);
    await seedAgronomy(db as never);
    const rows = await db.select().from(schema.nutrients);
    expect(rows.length).toBeGreaterThan(50);
    // The old row was the pack's, not a data manager's: a start replaces it with what ships now.
    expect(rows.some((row) => row.id === old!.id)).toBe(false);
    expect(rows.every((row) => row.regionOrSoilSw && row.sourceSw)).toBe(true);
    expect(rows.every((row) => (row.timingMethod === null) === (row.timingMethodSw === null))).toBe(true);
    const maizeVarieties = await db
      .select()
      .from(schema.cropVarieties)
      .where(eq(schema.cropVarieties.crop, 'maize'));
    expect(maizeVarieties.length).toBeGreaterThan(3);
    await client.close();
  });
});

describe('migration 0012_reference_edits_everywhere on a database with fertilizers and varieties', () => {
  it('keeps every fertilizer and variety there was as it is, and crops without their old varieties', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: migrationsBefore('0012_reference_edits_everywhere') });
    await db.execute(sql`
      insert into library_crops (id, rank, search_text, content) values
        ('maize', 1, 'maize mahindi', '{"names": {"en": "Maize", "sw": "Mahindi"}, "varieties": [{"name": "H6xx series"}]}')`);
    // Before 0012 a start only added what was missing: an upload's change to a shipped row, and a
    // product or variety the pack never had, lasted. They must still.
    await db.execute(sql`
      insert into fertilizers (name, kind, n, p2o5, k2o, notes, source) values
        ('DAP', 'inorganic', 18, 46, 0, 'Uploaded note', 'upload'),
        ('Mavuno', 'inorganic', 10, 26, 10, null, 'upload')`);
    await db.execute(sql`
      insert into crop_varieties (crop, name, zones, traits, source) values
        ('maize', 'DH04', '{}', '{"drought tolerant"}', 'upload')`);

    await migrate(db, { migrationsFolder });
    const [maize] = await db.select().from(schema.libraryCrops);
    expect(maize!.content).toEqual({ names: { en: 'Maize', sw: 'Mahindi' } });
    await seedLibrary(db as never);
    await seedAgronomy(db as never);
    const products = await db.select().from(schema.fertilizers);
    expect(products.find((row) => row.name === 'DAP')).toMatchObject({
      notes: 'Uploaded note',
      source: 'upload',
    });
    expect(products.some((row) => row.name === 'Mavuno')).toBe(true);
    expect(products.length).toBeGreaterThan(5);
    const varieties = await db.select().from(schema.cropVarieties);
    expect(varieties.some((row) => row.name === 'DH04')).toBe(true);
    expect(varieties.some((row) => row.name === 'H6xx series' && row.editedAt === null)).toBe(true);
    await client.close();
  });
});
