import { and, eq, gte, sql } from 'drizzle-orm';
import {
  OUTBREAK_BASES,
  type OutbreakBasis,
  type OutbreakCount,
  type OutbreakLevel,
} from '../../../contract/outbreaks.ts';
import type { Db } from '../../db/database.ts';
import { outbreakChanges, outbreakWeeklyCounts } from '../../db/schema.ts';
import { recountCases, type CountedCase } from './counted-case-repository.ts';

/**
 * Changes taken in one transaction: a first build or a backlog goes in steps of this many. Large,
 * because a county's groups are recounted once per step that touches them.
 */
const BATCH = 100_000;

/** At most this many waiting changes are counted for a reader first (a few hundred milliseconds). */
const READER_BATCH = 1_000;

/** One refresher at a time on PostgreSQL (PGlite has one connection anyway): `pg_advisory_xact_lock` key. */
const REFRESH_LOCK = 320_032;

/** A group of `outbreak_weekly_counts`: one kind's cases of one condition in one area and week. */
interface Group {
  kind: OutbreakBasis;
  level: 'ward' | 'subcounty' | 'county';
  week: string;
  condition: string;
  area_id: string;
}

export interface RefreshOutcome {
  /** Changed cases taken from `outbreak_changes`. */
  changes: number;
  /** Groups recounted (at every level). */
  groups: number;
}

/** The groups a counted case belongs to: its ward, subcounty and county, those it has. */
function groupsOf(row: CountedCase): Group[] {
  const { kind, week, condition } = row;
  const areas = [
    ['ward', row.ward_id],
    ['subcounty', row.subcounty_id],
    ['county', row.county_id],
  ] as const;
  return areas.flatMap(([level, area]) => (area ? [{ kind, level, week, condition, area_id: area }] : []));
}

/**
 * Recounts these groups exactly from `outbreak_counted_cases` (each through its level's index): a
 * group left with no case disappears.
 */
async function recountGroups(tx: Db, groups: Group[]) {
  const touched = sql`jsonb_to_recordset(${JSON.stringify(groups)}::jsonb)
    as t(kind text, level text, week date, condition text, area_id text)`;
  await tx.execute(sql`
    delete from outbreak_weekly_counts c using ${touched}
    where c.kind = t.kind and c.level = t.level and c.week = t.week and c.condition = t.condition
      and c.area_id = t.area_id`);
  const counted = (level: Group['level'], column: string) => sql`
    select t.kind, t.level, t.week, t.condition, t.area_id, count(*)::int, count(distinct p.farm_key)::int
    from ${touched}
    join outbreak_counted_cases p on p.kind = t.kind and p.week = t.week and p.condition = t.condition
      and p.${sql.raw(column)} = t.area_id
    where t.level = ${level}
    group by t.kind, t.level, t.week, t.condition, t.area_id`;
  await tx.execute(sql`
    insert into outbreak_weekly_counts (kind, level, week, condition, area_id, cases, farms)
    ${counted('ward', 'ward_id')}
    union all ${counted('subcounty', 'subcounty_id')}
    union all ${counted('county', 'county_id')}`);
}

/**
 * Takes up to {@link BATCH} noted changes and recounts only the groups the changed cases were in
 * before or are in now. The changes are deleted in the same transaction, so a failed step leaves them
 * for the next run; one written meanwhile (not yet visible here) stays for the next run too.
 */
async function refreshBatch(db: Db, limit: number): Promise<RefreshOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`);
    const taken = (await tx.execute(sql`
      delete from ${outbreakChanges}
      where id in (select id from ${outbreakChanges} order by id limit ${limit})
      returning kind, case_id`)) as unknown as { rows: { kind: OutbreakBasis; case_id: string }[] };
    const groups = new Map<string, Group>();
    for (const kind of OUTBREAK_BASES) {
      const ids = [...new Set(taken.rows.filter((row) => row.kind === kind).map((row) => row.case_id))];
      if (ids.length === 0) continue;
      const { before, after } = await recountCases(tx, kind, ids);
      for (const group of [...before, ...after].flatMap(groupsOf)) {
        groups.set(`${group.kind}|${group.level}|${group.week}|${group.condition}|${group.area_id}`, group);
      }
    }
    // A large step (a first build) changes the tables by far more than their statistics know: without
    // fresh ones the planner scans the whole table for each group.
    if (taken.rows.length > READER_BATCH) {
      await tx.execute(sql`analyze outbreak_counted_cases`);
      await tx.execute(sql`analyze outbreak_weekly_counts`);
    }
    if (groups.size > 0) await recountGroups(tx, [...groups.values()]);
    return { changes: taken.rows.length, groups: groups.size };
  });
}

/**
 * Brings `outbreak_weekly_counts` up to every change committed before the call: the job's work.
 * Answers what it did.
 */
export async function refreshOutbreakCounts(db: Db): Promise<RefreshOutcome> {
  const total: RefreshOutcome = { changes: 0, groups: 0 };
  for (;;) {
    const step = await refreshBatch(db, BATCH);
    total.changes += step.changes;
    total.groups += step.groups;
    if (step.changes < BATCH) return total;
  }
}

/**
 * What `outbreaks/` does first: when a few changes wait (the job was queued but has not run yet), it
 * counts them, so an answer never lags a review or a farmer's answer. A backlog (a first build) is
 * left to the job, and the answer is the last refresh's meanwhile.
 */
export async function refreshForReader(db: Db): Promise<void> {
  const waiting = await db
    .select({ id: outbreakChanges.id })
    .from(outbreakChanges)
    .limit(READER_BATCH + 1);
  if (waiting.length > 0 && waiting.length <= READER_BATCH) await refreshBatch(db, READER_BATCH);
}

interface CountQuery {
  week: string;
  condition?: string | undefined;
  level: OutbreakLevel;
  minFarms?: number | undefined;
}

/**
 * One kind's cases per area and condition in one week, each with its distinct farms, as the refresh
 * job last counted them (`outbreak_weekly_counts`, read through its key).
 */
export async function outbreakCounts(
  db: Db,
  basis: OutbreakBasis,
  query: CountQuery,
): Promise<OutbreakCount[]> {
  const counts = outbreakWeeklyCounts;
  return db
    .select({ area_id: counts.areaId, condition: counts.condition, cases: counts.cases, farms: counts.farms })
    .from(counts)
    .where(
      and(
        eq(counts.kind, basis),
        eq(counts.level, query.level),
        eq(counts.week, query.week),
        query.condition ? eq(counts.condition, query.condition) : undefined,
        query.minFarms ? gte(counts.farms, query.minFarms) : undefined,
      ),
    )
    .orderBy(counts.areaId, counts.condition);
}
