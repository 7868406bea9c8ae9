import { sql, type SQL } from 'drizzle-orm';
import type { OutbreakBasis } from '../../../contract/outbreaks.ts';
import type { Db } from '../../db/database.ts';

/** A case as the weekly counts see it: one row of `outbreak_counted_cases`. */
export interface CountedCase {
  kind: OutbreakBasis;
  week: string;
  condition: string;
  ward_id: string | null;
  subcounty_id: string | null;
  county_id: string | null;
}

/** The Monday (Nairobi, which keeps UTC+3 all year) of the week `at` falls in. */
const nairobiWeek = (at: SQL) =>
  sql`date_trunc('week', (${at} at time zone 'UTC') + interval '3 hours')::date`;

/**
 * Each kind's cases among `ids` (a JSON array of case ids), as rows of `outbreak_counted_cases`:
 * kind, case, condition, week, ward, subcounty, county and who it counts for.
 *
 * - confirmed: the reviewed booking's case, where and when the review placed it; a farm, else the
 *   farmer, else the booking counts once.
 * - likely: a photo check the model was confident about, or whose farmer settled on one answer
 *   (`confirmed_label`), at the farm of a case the photo is filed under, else at the photo's GPS
 *   ward; a check without a place is not counted. A farm, else the farmer (account or upload token)
 *   counts once.
 * - reported: a Community question a staff agronomist labelled, in the county the asker named (no
 *   ward or subcounty); a person (or a former member's question) counts once.
 */
const countedCasesOf: Record<OutbreakBasis, (ids: SQL) => SQL> = {
  confirmed: (ids) => sql`
    select 'confirmed', callback_id, condition, week, ward_id, subcounty_id, county_id,
      coalesce(farm_id, user_id, callback_id)::text
    from outbreak_cases where callback_id in (select value::uuid from jsonb_array_elements_text(${ids}::jsonb))`,
  likely: (ids) => sql`
    select 'likely', checks.id, checks.condition, checks.week, checks.ward_id, wards.subcounty_id,
      coalesce(checks.farm_county_id, wards.county_id), checks.farm_key
    from (
      select fd.id,
        coalesce(fd.confirmed_label, case when fd.verdict = 'confident' then fd.predictions->0->>'label' end) as condition,
        ${nairobiWeek(sql`fd.created_at`)} as week,
        coalesce(farm.ward_id, photo.ward_id) as ward_id,
        farm.county_id as farm_county_id,
        coalesce(farm.id::text, photo.user_id::text, photo.upload_token_hash, fd.id::text) as farm_key
      from first_diagnoses fd
      join uploaded_images photo on photo.id = fd.image_id
      left join farms farm on farm.id = (
        select d.farm_id from diagnosis_images di join diagnoses d on d.id = di.diagnosis_id
        where di.image_id = photo.id and d.farm_id is not null limit 1)
      where fd.id in (select value::uuid from jsonb_array_elements_text(${ids}::jsonb))
    ) checks
    left join wards on wards.id = checks.ward_id
    where checks.condition is not null and coalesce(checks.farm_county_id, wards.county_id) is not null`,
  reported: (ids) => sql`
    select 'reported', id, label, ${nairobiWeek(sql`created_at`)}, null, null, county,
      coalesce(user_id, id)::text
    from community_questions
    where id in (select value::uuid from jsonb_array_elements_text(${ids}::jsonb))
      and label is not null and county is not null`,
};

/**
 * Replaces the counted rows of these cases with what their sources say now; answers the rows they had
 * before and the rows they have now (a deleted or no longer counted case has none), whose groups are
 * the ones to recount.
 */
export async function recountCases(
  tx: Db,
  kind: OutbreakBasis,
  ids: string[],
): Promise<{ before: CountedCase[]; after: CountedCase[] }> {
  const list = JSON.stringify(ids);
  const before = await tx.execute(sql`
    delete from outbreak_counted_cases
    where kind = ${kind} and case_id in (select value::uuid from jsonb_array_elements_text(${list}::jsonb))
    returning kind, week::text, condition, ward_id, subcounty_id, county_id`);
  const after = await tx.execute(sql`
    insert into outbreak_counted_cases
      (kind, case_id, condition, week, ward_id, subcounty_id, county_id, farm_key)
    ${countedCasesOf[kind](sql`${list}`)}
    returning kind, week::text, condition, ward_id, subcounty_id, county_id`);
  return { before: rowsOf(before), after: rowsOf(after) };
}

const rowsOf = (result: unknown) => (result as { rows: CountedCase[] }).rows;
