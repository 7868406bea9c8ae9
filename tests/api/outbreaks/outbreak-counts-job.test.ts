import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbreakWeekOf } from '../../../src/contract/outbreak-week.ts';
import type { Database, Db } from '../../../src/server/db/database.ts';
import { seedPlaces } from '../../../src/server/places/seed-places.ts';
import {
  refreshForReader,
  refreshOutbreakCounts,
} from '../../../src/server/services/outbreaks/weekly-count-repository.ts';
import { buildClassifyApp } from '../diagnosis/support/classify-app.ts';
import { openTestDatabase } from '../helpers/test-app.ts';
import { staffMember } from '../staff/support/case-photos.ts';
import { reviewedCase } from './support/reviewed-case.ts';

interface Count {
  kind: string;
  level: string;
  week: string;
  condition: string;
  area_id: string;
  cases: number;
  farms: number;
}

const WEEK = '2026-06-01';
/** Wednesday of that week, noon in Nairobi. */
const IN_WEEK = '2026-06-03T12:00:00+03:00';
const RUST = 'maize__common_rust';
const BLIGHT = 'maize__leaf_blight';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('the outbreak counts refresh: only the groups of changed cases, recounted exactly', () => {
  let database: Database;
  let db: Db;
  /** Two wards of one subcounty, and a ward of another county. */
  let near: { id: string; subcounty_id: string; county_id: string }[];
  let far: { id: string; subcounty_id: string; county_id: string };

  const counts = (kind: string, condition?: string) =>
    rows<Count>(
      db,
      sql`select kind, level, week::text, condition, area_id, cases, farms from outbreak_weekly_counts
        where kind = ${kind} and (${condition ?? null}::text is null or condition = ${condition ?? null})
        order by level, area_id, condition`,
    );
  const countOf = async (kind: string, level: string, area: string, condition: string) =>
    (await counts(kind, condition)).find((row) => row.level === level && row.area_id === area);

  /** A reviewed booking counted in `ward` (its farm `farm`, a uuid, or none). */
  async function confirmed(ward: (typeof near)[number], condition: string, farm: string | null = null) {
    const [booking] = await rows<{ id: string }>(
      db,
      sql`insert into callback_requests (reference, name, phone, channel, language, topic, slot_start, status, created_at, updated_at)
        values (${`JOB-${Math.random()}`}, 'Job', '+254700000000', 'call', 'sw', 'crop_problem', now(), 'resolved', now(), now())
        returning id`,
    );
    await db.execute(sql`insert into outbreak_cases (callback_id, condition, farm_id, ward_id, subcounty_id, county_id, week, reported_at)
      values (${booking!.id}, ${condition}, ${farm}, ${ward.id}, ${ward.subcounty_id}, ${ward.county_id}, ${WEEK}, ${IN_WEEK})`);
    return booking!.id;
  }

  /** A farm in `ward` (so two cases can share one). */
  async function farmIn(ward: (typeof near)[number]) {
    const phone = `+2547${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const [farm] = await rows<{ id: string }>(
      db,
      sql`with farmer as (insert into farmers (first_name, last_name, phone_number) values ('Job', 'Test', ${phone}) returning id)
        insert into farms (farmer_id, name, county_id, ward_id) select id, 'Shamba', ${ward.county_id}, ${ward.id} from farmer
        returning id`,
    );
    return farm!.id;
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    await seedPlaces(db);
    const wards = await rows<{ id: string; subcounty_id: string; county_id: string }>(
      db,
      sql`select id, subcounty_id, county_id from wards order by id`,
    );
    near = wards.filter((ward) => ward.subcounty_id === wards[0]!.subcounty_id).slice(0, 2);
    far = wards.find((ward) => ward.county_id !== wards[0]!.county_id)!;
    await refreshOutbreakCounts(db);
  });
  afterAll(() => database.close());

  it('counts new cases per ward, subcounty and county, with distinct farms', async () => {
    const [a, b] = near as [(typeof near)[0], (typeof near)[0]];
    const shared = await farmIn(a);
    await confirmed(a, RUST, shared);
    await confirmed(a, RUST, shared);
    await confirmed(b, RUST);
    await confirmed(far, RUST);

    const outcome = await refreshOutbreakCounts(db);
    expect(outcome).toEqual({ changes: 4, groups: 3 + 2 + 2 });
    expect(await countOf('confirmed', 'ward', a.id, RUST)).toMatchObject({ week: WEEK, cases: 2, farms: 1 });
    expect(await countOf('confirmed', 'ward', b.id, RUST)).toMatchObject({ cases: 1, farms: 1 });
    expect(await countOf('confirmed', 'subcounty', a.subcounty_id, RUST)).toMatchObject({
      cases: 3,
      farms: 2,
    });
    expect(await countOf('confirmed', 'county', a.county_id, RUST)).toMatchObject({ cases: 3, farms: 2 });
    expect(await countOf('confirmed', 'county', far.county_id, RUST)).toMatchObject({ cases: 1, farms: 1 });
  });

  it('after a correction recounts only the groups the case left and joined; the rest stay untouched', async () => {
    const [a] = near as [(typeof near)[0]];
    const booking = await confirmed(a, RUST);
    await refreshOutbreakCounts(db);
    // Row versions (xmin) show which counts were rewritten.
    const versions = async () =>
      new Map(
        (
          await rows<Count & { xmin: string }>(
            db,
            sql`select level, area_id, condition, xmin::text from outbreak_weekly_counts where kind = 'confirmed'`,
          )
        ).map((row) => [`${row.level} ${row.area_id} ${row.condition}`, row.xmin]),
      );
    const before = await versions();

    await db.execute(sql`update outbreak_cases set condition = ${BLIGHT} where callback_id = ${booking}`);
    expect(await refreshOutbreakCounts(db)).toEqual({ changes: 1, groups: 6 });

    expect(await countOf('confirmed', 'ward', a.id, RUST)).toMatchObject({ cases: 2, farms: 1 });
    expect(await countOf('confirmed', 'ward', a.id, BLIGHT)).toMatchObject({ cases: 1, farms: 1 });
    expect(await countOf('confirmed', 'county', a.county_id, RUST)).toMatchObject({ cases: 3, farms: 2 });
    const after = await versions();
    const rewritten = [...after.keys()].filter((key) => after.get(key) !== before.get(key));
    expect(rewritten.sort()).toEqual(
      [
        `ward ${a.id} ${RUST}`,
        `subcounty ${a.subcounty_id} ${RUST}`,
        `county ${a.county_id} ${RUST}`,
        `ward ${a.id} ${BLIGHT}`,
        `subcounty ${a.subcounty_id} ${BLIGHT}`,
        `county ${a.county_id} ${BLIGHT}`,
      ].sort(),
    );
  });

  it('stops counting a deleted case (a review changed to "unknown", a booking erased), and drops empty groups', async () => {
    const [farFirst] = await rows<{ callback_id: string }>(
      db,
      sql`select callback_id from outbreak_cases where ward_id = ${far.id}`,
    );
    await db.execute(sql`delete from outbreak_cases where callback_id = ${farFirst!.callback_id}`);
    await refreshOutbreakCounts(db);
    expect(await countOf('confirmed', 'ward', far.id, RUST)).toBeUndefined();
    expect(await countOf('confirmed', 'county', far.county_id, RUST)).toBeUndefined();

    const [b] = near.slice(1) as [(typeof near)[0]];
    const [ofB] = await rows<{ callback_id: string }>(
      db,
      sql`select callback_id from outbreak_cases where ward_id = ${b.id}`,
    );
    // Deleting the booking removes its case by cascade; the trigger still notes it.
    await db.execute(sql`delete from callback_requests where id = ${ofB!.callback_id}`);
    await refreshOutbreakCounts(db);
    expect(await countOf('confirmed', 'ward', b.id, RUST)).toBeUndefined();
    expect(await countOf('confirmed', 'subcounty', b.subcounty_id, RUST)).toMatchObject({
      cases: 2,
      farms: 1,
    });
  });

  it('moves a likely case with the farmer’s later answer, and with the farm its photo is filed under', async () => {
    const [a, b] = near as [(typeof near)[0], (typeof near)[0]];
    const [photo] = await rows<{ id: string }>(
      db,
      sql`insert into uploaded_images (sha256, storage_key, content_type, bytes, width, height, upload_token_hash, ward_id, created_at)
        values ('job', 'job', 'image/jpeg', 1, 1, 1, 'token-job', ${a.id}, now()) returning id`,
    );
    const predictions = JSON.stringify([
      { label: RUST, crop: 'maize', condition: 'common_rust', confidence: 0.9 },
    ]);
    const [check] = await rows<{ id: string }>(
      db,
      sql`insert into first_diagnoses (image_id, verdict, predictions, model_version, created_at)
        values (${photo!.id}, 'confident', ${predictions}::jsonb, 'test', ${IN_WEEK}) returning id`,
    );
    await refreshOutbreakCounts(db);
    expect(await countOf('likely', 'ward', a.id, RUST)).toMatchObject({ week: WEEK, cases: 1, farms: 1 });

    await db.execute(sql`update first_diagnoses set confirmed_label = ${BLIGHT} where id = ${check!.id}`);
    expect(await refreshOutbreakCounts(db)).toEqual({ changes: 1, groups: 6 });
    expect(await countOf('likely', 'ward', a.id, RUST)).toBeUndefined();
    expect(await countOf('likely', 'ward', a.id, BLIGHT)).toMatchObject({ cases: 1 });

    // Filed under a case of a farm in the other ward: it counts there now.
    const [diagnosis] = await rows<{ id: string }>(
      db,
      sql`insert into diagnoses (crop, farm_id, created_at, updated_at) values ('maize', ${await farmIn(b)}, now(), now()) returning id`,
    );
    await db.execute(
      sql`insert into diagnosis_images (diagnosis_id, image_id) values (${diagnosis!.id}, ${photo!.id})`,
    );
    await refreshOutbreakCounts(db);
    expect(await countOf('likely', 'ward', a.id, BLIGHT)).toBeUndefined();
    expect(await countOf('likely', 'ward', b.id, BLIGHT)).toMatchObject({ cases: 1 });

    // The photo deleted: its check goes by cascade, and so does the count.
    await db.execute(sql`delete from uploaded_images where id = ${photo!.id}`);
    await refreshOutbreakCounts(db);
    expect(await counts('likely')).toEqual([]);
  });

  it('counts a labelled Community question per county, until the label is taken back', async () => {
    const [a] = near as [(typeof near)[0]];
    const [question] = await rows<{ id: string }>(
      db,
      sql`insert into community_questions (text, crop, county, language, state, label, created_at, updated_at)
        values ('Maize leaves', 'maize', ${a.county_id}, 'en', 'published', ${RUST}, ${IN_WEEK}, now()) returning id`,
    );
    await refreshOutbreakCounts(db);
    expect(await counts('reported')).toEqual([
      {
        kind: 'reported',
        level: 'county',
        week: WEEK,
        condition: RUST,
        area_id: a.county_id,
        cases: 1,
        farms: 1,
      },
    ]);
    await db.execute(sql`update community_questions set label = null where id = ${question!.id}`);
    await refreshOutbreakCounts(db);
    expect(await counts('reported')).toEqual([]);
  });

  it('lets a reader count a few waiting changes, but leaves a backlog (a first build) to the job', async () => {
    const waiting = async () =>
      (await rows<{ n: number }>(db, sql`select count(*)::int as n from outbreak_changes`))[0]!.n;
    const note = (n: number) =>
      db.execute(sql`insert into outbreak_changes (kind, case_id)
        select 'likely', gen_random_uuid() from generate_series(1, ${n})`);
    await note(3);
    await refreshForReader(db);
    expect(await waiting()).toBe(0);
    await note(1_001);
    await refreshForReader(db);
    expect(await waiting()).toBe(1_001);
    await refreshOutbreakCounts(db);
    expect(await waiting()).toBe(0);
  });

  it('agrees with a full build from every case', async () => {
    const kept = await rows<Count>(db, sql`select * from outbreak_weekly_counts order by 1, 2, 3, 4, 5`);
    await db.execute(sql`delete from outbreak_weekly_counts`);
    await db.execute(sql`delete from outbreak_counted_cases`);
    await db.execute(sql`insert into outbreak_changes (kind, case_id)
      select 'confirmed', callback_id from outbreak_cases
      union all select 'likely', id from first_diagnoses
      union all select 'reported', id from community_questions`);
    await refreshOutbreakCounts(db);
    expect(await rows<Count>(db, sql`select * from outbreak_weekly_counts order by 1, 2, 3, 4, 5`)).toEqual(
      kept,
    );
  });
});

describe('the outbreak counts job: queued by a review, refreshes without a reader', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildClassifyApp());
  });
  afterAll(() => app.close());

  it('counts a reviewed case once the job has taken its change', async () => {
    const staff = await staffMember(app);
    const db = app.database.db;
    await reviewedCase(app, staff, RUST, '0003');
    // The job's state: the change log is empty once a refresh has taken the review's change.
    for (let tries = 0; tries < 200; tries += 1) {
      const [waiting] = await rows<{ n: number }>(db, sql`select count(*)::int as n from outbreak_changes`);
      if (waiting!.n === 0) break;
      await delay(50);
    }
    const [count] = await rows<Count>(
      db,
      sql`select cases, farms from outbreak_weekly_counts
        where kind = 'confirmed' and level = 'ward' and area_id = '0003' and week = ${outbreakWeekOf(new Date())}`,
    );
    expect(count).toEqual({ cases: 1, farms: 1 });
  });
});
