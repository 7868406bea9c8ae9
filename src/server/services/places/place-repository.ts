import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PlaceQuery } from '../../../contract/places.ts';
import type { Db } from '../../db/database.ts';
import { pagedRows, type Page } from '../../db/paged-rows.ts';
import { counties, subcounties, wards } from '../../db/schema.ts';
import { placeSearchKey } from '../../places/place-search-key.ts';
import { wardSearch } from './ward-search.ts';

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

// The three tables share these columns; drizzle cannot see that through a union, hence the casts.
const columnsOf = (level: PlaceLevel) => {
  const table = levels[level].table as PgTable;
  const { id, searchKey, name } = table as unknown as { id: PgColumn; searchKey: PgColumn; name: PgColumn };
  return { table, id, searchKey, name };
};

/**
 * How `?search=` narrows and orders a level: counties and subcounties by their own name, wards also by
 * their subcounty's and county's (ward-search.ts).
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
