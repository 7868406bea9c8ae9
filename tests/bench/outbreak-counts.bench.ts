import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/database.ts';
import { seedPlaces } from '../../src/server/places/seed-places.ts';
import { confirmedCounts, likelyCounts } from '../../src/server/services/outbreaks/outbreak-repository.ts';

/**
 * Issue 32: the outbreak counts on a year of national data: 500,000 reviewed cases spread over the
 * 1,450 wards, 52 weeks and 12 conditions, and as many photo checks (the likely cases, read from the
 * week's results), a third of them with a GPS ward. Times one week's counts per ward (all conditions,
 * and one condition) and per county, median of 5 after a warm-up. On PGlite, or on PostgreSQL when
 * BENCH_DATABASE_URL names an empty database.
 */
const CASES = 500_000;
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL });
const { db } = database;
try {
  await seedPlaces(db);
  const filled = performance.now();
  // Bookings first (the cases hang off them), then one case each, in a random ward and week.
  await db.execute(sql`
    insert into callback_requests (reference, name, phone, channel, language, topic, slot_start, status, created_at, updated_at)
    select 'BENCH-' || g, 'Bench', '+254700000000', 'call', 'sw', 'crop_problem', now(), 'resolved', now(), now()
    from generate_series(1, ${CASES}) g`);
  await db.execute(sql`
    with ward_list as (select row_number() over (order by id) - 1 as n, id, subcounty_id, county_id from wards),
    bookings as (select id, row_number() over () as n from callback_requests where reference like 'BENCH-%')
    insert into outbreak_cases (callback_id, condition, ward_id, subcounty_id, county_id, week, reported_at)
    select b.id, 'maize__condition_' || (b.n % 12), w.id, w.subcounty_id, w.county_id,
      (date '2026-01-05' + ((b.n * 7919) % 52)::int * 7), now()
    from bookings b join ward_list w on w.n = (b.n * 104729) % 1450`);
  // Photo checks over the year: confident ones (likely cases) and unsure ones (not counted).
  await db.execute(sql`
    with ward_list as (select row_number() over (order by id) - 1 as n, id from wards)
    insert into uploaded_images (sha256, storage_key, content_type, bytes, width, height, upload_token_hash, ward_id, created_at)
    select 'bench' || g, 'bench/' || g, 'image/jpeg', 1, 1, 1, 'token-' || (g % 200000),
      case when g % 3 = 0 then w.id end, now()
    from generate_series(1, ${CASES}) g join ward_list w on w.n = (g::bigint * 104729) % 1450`);
  await db.execute(sql`
    insert into first_diagnoses (image_id, verdict, predictions, model_version, created_at)
    select id, case when n % 4 = 0 then 'not_sure' else 'confident' end,
      jsonb_build_array(jsonb_build_object('label', 'maize__condition_' || (n % 12), 'crop', 'maize',
        'condition', 'condition_' || (n % 12), 'confidence', 0.9)),
      'bench', timestamptz '2026-01-05 06:00+03' + ((n * 7919) % 364) * interval '1 day'
    from (select id, row_number() over () as n from uploaded_images where sha256 like 'bench%') photos`);
  await db.execute(sql`analyze outbreak_cases`);
  await db.execute(sql`analyze first_diagnoses`);
  await db.execute(sql`analyze uploaded_images`);
  console.log(
    `generated ${CASES} cases and ${CASES} photo checks in ${((performance.now() - filled) / 1000).toFixed(1)} s`,
  );

  const week = '2026-06-01';
  const timed = async (name: string, run: () => Promise<unknown[]>) => {
    await run();
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      rows = (await run()).length;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`${name}: ${times[2]!.toFixed(1)} ms median of 5 (${rows} rows)`);
  };
  await timed('one week, every ward and condition', () => confirmedCounts(db, { week, level: 'ward' }));
  await timed('one week, one condition, per ward', () =>
    confirmedCounts(db, { week, level: 'ward', condition: 'maize__condition_3' }),
  );
  await timed('one week, per county, 3-farm threshold', () =>
    confirmedCounts(db, { week, level: 'county', minFarms: 3 }),
  );
  await timed('likely: one week, every ward and condition', () => likelyCounts(db, { week, level: 'ward' }));
  await timed('likely: one week, per county, 3-farm threshold', () =>
    likelyCounts(db, { week, level: 'county', minFarms: 3 }),
  );
} finally {
  await database.close();
}
