import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../src/server/db/database.ts';
import * as schema from '../../../src/server/db/schema.ts';
import { seedPlaces } from '../../../src/server/places/seed-places.ts';
import { refreshOutbreakCounts } from '../../../src/server/services/outbreaks/weekly-count-repository.ts';
import { migrationsBefore } from '../helpers/migrations.ts';

describe('migration 0034_outbreak_weekly_counts on a database with cases already counted', () => {
  it('has the first refresh count every earlier confirmed and reported case', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: migrationsBefore('0034_outbreak_weekly_counts') });
    await seedPlaces(db as never);
    await db.execute(sql`
      with booking as (
        insert into callback_requests (reference, name, phone, channel, language, topic, slot_start, status, created_at, updated_at)
        values ('OLD-1', 'Old', '+254700000000', 'call', 'sw', 'crop_problem', now(), 'resolved', now(), now())
        returning id)
      insert into outbreak_cases (callback_id, condition, ward_id, subcounty_id, county_id, week, reported_at)
      select id, 'maize__common_rust', '0001', '001', '001', '2026-06-01', '2026-06-03T12:00:00+03:00' from booking`);
    await db.execute(sql`
      insert into community_questions (text, crop, county, language, state, label, created_at, updated_at)
      values ('Maize leaves', 'maize', '001', 'en', 'published', 'maize__common_rust', '2026-06-03T12:00:00+03:00', now())`);

    await migrate(db, { migrationsFolder });
    expect(await refreshOutbreakCounts(db as never)).toMatchObject({ changes: 2 });
    const counts = await db.execute(
      sql`select kind, level, area_id, cases, farms from outbreak_weekly_counts order by kind, level`,
    );
    expect(counts.rows).toEqual([
      { kind: 'confirmed', level: 'county', area_id: '001', cases: 1, farms: 1 },
      { kind: 'confirmed', level: 'subcounty', area_id: '001', cases: 1, farms: 1 },
      { kind: 'confirmed', level: 'ward', area_id: '0001', cases: 1, farms: 1 },
      { kind: 'reported', level: 'county', area_id: '001', cases: 1, farms: 1 },
    ]);
    await client.close();
  });
});
