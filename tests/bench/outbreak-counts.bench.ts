import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/database.ts';
import { seedPlaces } from '../../src/server/places/seed-places.ts';
import {
  outbreakCounts,
  refreshOutbreakCounts,
} from '../../src/server/services/outbreaks/weekly-count-repository.ts';

/**
 * Issue 32: the outbreak counts on a year of national data: 500,000 reviewed cases spread over the
 * 1,450 wards, 52 weeks and 12 conditions, and as many photo checks (the likely cases, read from the
 * week's results), a third of them with a GPS ward. Times the refresh job's full build of the weekly
 * counts from all of them, one week's counts read per ward (all conditions, and one condition) and per
 * county (median of 5 after a warm-up), and the job's incremental refresh after one and after 200
 * changed cases. On PGlite, or on PostgreSQL when BENCH_DATABASE_URL names an empty database.
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
  await db.execute(sql`analyze outbreak_changes`);
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
  const refreshed = async (name: string) => {
    const started = performance.now();
    const outcome = await refreshOutbreakCounts(db);
    const ms = performance.now() - started;
    console.log(
      `${name}: ${ms.toFixed(1)} ms (${outcome.changes} changes, ${outcome.groups} groups recounted)`,
    );
  };

  // Every case above was noted as changed by the triggers: the first refresh is the full build.
  await refreshed('refresh job, full build of every case');
  await db.execute(sql`analyze outbreak_weekly_counts`);
  await db.execute(sql`analyze outbreak_counted_cases`);

  await timed('confirmed: one week, every ward and condition', () =>
    outbreakCounts(db, 'confirmed', { week, level: 'ward' }),
  );
  await timed('confirmed: one week, one condition, per ward', () =>
    outbreakCounts(db, 'confirmed', { week, level: 'ward', condition: 'maize__condition_3' }),
  );
  await timed('confirmed: one week, per county, 3-farm threshold', () =>
    outbreakCounts(db, 'confirmed', { week, level: 'county', minFarms: 3 }),
  );
  await timed('likely: one week, every ward and condition', () =>
    outbreakCounts(db, 'likely', { week, level: 'ward' }),
  );
  await timed('likely: one week, per county, 3-farm threshold', () =>
    outbreakCounts(db, 'likely', { week, level: 'county', minFarms: 3 }),
  );

  // A review corrected: one case moves to another condition.
  await db.execute(sql`update outbreak_cases set condition = 'maize__condition_99'
    where callback_id = (select callback_id from outbreak_cases where week = ${week} limit 1)`);
  await refreshed('refresh job, one review corrected');
  // A busy few minutes: 100 reviews corrected and 100 farmers' answers.
  await db.execute(sql`update outbreak_cases set condition = 'maize__condition_98'
    where callback_id in (select callback_id from outbreak_cases where condition <> 'maize__condition_99' limit 100)`);
  await db.execute(sql`update first_diagnoses set confirmed_label = 'maize__condition_98'
    where id in (select id from first_diagnoses where verdict = 'confident' limit 100)`);
  await refreshed('refresh job, 200 changed cases');
  await refreshed('refresh job, nothing changed');
} finally {
  await database.close();
}
