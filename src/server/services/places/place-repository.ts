import { and, asc, count, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PlaceQuery } from '../../../contract/places.ts';
import type { Db } from '../../db/database.ts';
import { pagedRows, type Page } from '../../db/paged-rows.ts';
import { counties, subcounties, wards } from '../../db/schema.ts';
import { placeSearchKey } from '../../places/place-search-key.ts';

/** Each level of Kenya's places, with the parent filters its list takes. */
const levels = {
  county: { table: counties, filters: (_query: PlaceQuery): (SQL | undefined)[] => [] },
  subcounty: {
    table: subcounties,
    filters: (query: PlaceQuery) => [query.county ? eq(subcounties.countyId, query.county) : undefined],
  },
  ward: {
    table: wards,
    filters: (query: PlaceQuery) => [
      query.county ? eq(wards.countyId, query.county) : undefined,
      query.subcounty ? eq(wards.subcountyId, query.subcounty) : undefined,
    ],
  },
};
export type PlaceLevel = keyof typeof levels;
export type PlaceRow<L extends PlaceLevel> = (typeof levels)[L]['table']['$inferSelect'];

/**
 * `ward/?search=` for someone filling a farmer spreadsheet (issue 38 §6): they often know the subcounty
 * or county rather than the ward's spelling, so a ward also matches by its subcounty's and county's
 * names. Wards named by the term come first (exact, then starting with it, then containing it), then
 * those matched by subcounty, then by county. A parent already fixed by `?subcounty=` or `?county=`
 * is not searched: every ward left would match it, and the chat's ward picker would stop narrowing.
 * `key` is a place search key (lowercase letters, digits and spaces), so it holds no LIKE wildcards.
 */
function wardSearch(key: string, query: PlaceQuery): { where: SQL; rank: SQL } {
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

// The three tables share these columns; drizzle cannot see that through a union, hence the casts.
const columnsOf = (level: PlaceLevel) => {
  const table = levels[level].table as PgTable;
  const { id, searchKey, name } = table as unknown as { id: PgColumn; searchKey: PgColumn; name: PgColumn };
  return { table, id, searchKey, name };
};

/**
 * How `?search=` narrows and orders a level: counties and subcounties by their own name, wards also by
 * their subcounty's and county's (wardSearch).
 */
function searchOf(level: PlaceLevel, key: string, query: PlaceQuery): { where?: SQL; rank?: SQL } {
  if (!key) return {};
  if (level === 'ward') return wardSearch(key, query);
  return { where: ilike(columnsOf(level).searchKey, `%${key}%`) };
}

/** One page of a level by name, narrowed by parent and by a forgiving search. */
export function pagePlaces<L extends PlaceLevel>(
  db: Db,
  level: L,
  query: PlaceQuery,
): Promise<Page<PlaceRow<L>>> {
  const { table, id, name } = columnsOf(level);
  const key = query.search ? placeSearchKey(query.search) : '';
  const search = searchOf(level, key, query);
  const where = and(...levels[level].filters(query), search.where);
  // The id last: names repeat across Kenya (many "Township" wards), and a page must not shift.
  const order = [...(search.rank ? [asc(search.rank)] : []), asc(name), asc(id)];
  return pagedRows(
    query,
    async () => {
      const [{ total = 0 } = {}] = await db.select({ total: count() }).from(table).where(where);
      return total;
    },
    async (limit, offset) =>
      (await db
        .select()
        .from(table)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)) as PlaceRow<L>[],
  );
}

/** One place by its IEBC code. */
export async function placeById<L extends PlaceLevel>(db: Db, level: L, id: string) {
  const { table, id: idColumn } = columnsOf(level);
  const [row] = await db.select().from(table).where(eq(idColumn, id));
  return row as PlaceRow<L> | undefined;
}

export function allCounties(db: Db) {
  return db.select().from(counties);
}

const UPSERT_BATCH = 500;

/** Writes shipped places of a level, updating rows that exist in place. */
export async function upsertPlaces<L extends PlaceLevel>(
  db: Db,
  level: L,
  values: (typeof levels)[L]['table']['$inferInsert'][],
) {
  const table = levels[level].table;
  for (let start = 0; start < values.length; start += UPSERT_BATCH) {
    const batch = values.slice(start, start + UPSERT_BATCH);
    const columns = Object.keys(batch[0]!).filter((key) => key !== 'id');
    const set = Object.fromEntries(
      columns.map((key) => [
        key,
        sql.raw(`excluded.${(table as never as Record<string, { name: string }>)[key]!.name}`),
      ]),
    );
    await db
      .insert(table)
      .values(batch as never)
      .onConflictDoUpdate({ target: table.id, set: set as never });
  }
}
