import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../src/server/db/database.ts';
import * as schema from '../../../src/server/db/schema.ts';
import { writePlaces } from '../../../src/server/places/seed-places.ts';
import { migrationsBefore } from '../helpers/migrations.ts';

describe('migration 0008_farms on a database holding old plantings', () => {
  it('turns free-text farm names into farms and links the plantings to them', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: migrationsBefore('0008_farms') });
    // Its places, written directly: the table of load digests came later than this database.
    await writePlaces(db as never);
    await db.execute(sql`
      insert into users (id, first_name, last_name, phone_number, password_hash, is_adult) values
        ('00000000-0000-4000-8000-000000000001', 'Achieng', 'Otieno', '+254712000001', 'x', true),
        ('00000000-0000-4000-8000-000000000002', 'Kamau', 'Njoroge', '+254712000002', 'x', true)`);
    await db.execute(sql`
      insert into planting_infos (user_id, crop, county_id, ward_id, planted_on, season, farm_name, area_acres, created_at, updated_at) values
        ('00000000-0000-4000-8000-000000000001', 'maize', '042', null, '2026-03-01', 'long_rains', 'Shamba la juu', 2, now(), now()),
        ('00000000-0000-4000-8000-000000000001', 'bean', '042', null, '2026-04-01', 'long_rains', ' Shamba la juu ', 3, now(), now()),
        ('00000000-0000-4000-8000-000000000001', 'maize', '045', null, '2026-03-01', 'long_rains', 'Riverside', null, now(), now()),
        ('00000000-0000-4000-8000-000000000002', 'maize', '016', null, '2026-10-20', 'short_rains', null, 1, now(), now())`);
    await db.execute(sql`
      insert into diagnoses (user_id, crop, farm_id) values
        ('00000000-0000-4000-8000-000000000002', 'maize', '11111111-1111-4111-8111-111111111111')`);

    await migrate(db, { migrationsFolder });

    const farmers = await db.select().from(schema.farmers);
    expect(farmers).toEqual([
      expect.objectContaining({
        firstName: 'Achieng',
        phoneNumber: '+254712000001',
        userId: '00000000-0000-4000-8000-000000000001',
      }),
    ]);
    const farms = await db.select().from(schema.farms).orderBy(schema.farms.name);
    expect(farms.map((farm) => [farm.name, farm.countyId, farm.areaAcres])).toEqual([
      ['Riverside', '045', null],
      ['Shamba la juu', '042', 3],
    ]);
    const plantings = await db.select().from(schema.plantingInfos).orderBy(schema.plantingInfos.plantedOn);
    const farmOf = (name: string) => farms.find((farm) => farm.name === name)!.id;
    expect(plantings.map((planting) => [planting.farmName?.trim() ?? null, planting.farmId])).toEqual([
      ['Shamba la juu', farmOf('Shamba la juu')],
      ['Riverside', farmOf('Riverside')],
      ['Shamba la juu', farmOf('Shamba la juu')],
      [null, null],
    ]);
    const [diagnosis] = await db.select().from(schema.diagnoses);
    expect(diagnosis!.farmId).toBeNull();
    await client.close();
  });
});
