import { eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { PlaceQuery } from '../../../contract/places.ts';
import { counties, subcounties, wards } from '../../db/schema.ts';

/**
 * `ward/?search=` for someone filling a farmer spreadsheet (issue 38 §6): they often know the subcounty
 * or county rather than the ward's spelling, so a ward also matches by its subcounty's and county's
 * names. Wards named by the term come first (exact, then starting with it, then containing it), then
 * those matched by subcounty, then by county. A parent already fixed by `?subcounty=` or `?county=`
 * is not searched: every ward left would match it, and the chat's ward picker would stop narrowing.
 * `key` is a place search key (lowercase letters, digits and spaces), so it holds no LIKE wildcards.
 */
export function wardSearch(key: string, query: PlaceQuery): { where: SQL; rank: SQL } {
  const contains = `%${key}%`;
  const bySubcounty = query.subcounty
    ? undefined
    : inArray(
        wards.subcountyId,
        sql`(select ${subcounties.id} from ${subcounties} where ${ilike(subcounties.searchKey, contains)})`,
      );
  const byCounty =
    query.subcounty || query.county
      ? undefined
      : inArray(
          wards.countyId,
          sql`(select ${counties.id} from ${counties} where ${ilike(counties.searchKey, contains)})`,
        );
  const byName = ilike(wards.searchKey, contains);
  const rank = sql`case
    when ${eq(wards.searchKey, key)} then 0
    when ${like(wards.searchKey, `${key}%`)} then 1
    when ${byName} then 2
    when ${bySubcounty ?? sql`false`} then 3
    else 4 end`;
  return { where: or(byName, bySubcounty, byCounty)!, rank };
}
