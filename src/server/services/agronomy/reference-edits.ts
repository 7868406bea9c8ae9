import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import type { RowKey } from '../../db/reseed.ts';
import { cropVarieties, fertilizers, libraryCrops, nutrients } from '../../db/schema.ts';
import {
  reseedUnedited,
  retiredKeysOf,
  retireKeys,
  unretireKeys,
  varietyKeyText,
  type RetiredKind,
} from './retired-reference-repository.ts';

/**
 * Reference tables the data pack fills and data managers change (crops, recommendations,
 * fertilizers, varieties), kept apart on every start the same way: a row a data manager added or
 * changed carries `edited_at` and the seed leaves it as they made it; the natural key of a shipped
 * row they removed, or renamed away from, is retired and the seed does not bring it back.
 */
export type { RetiredKind };

export interface ShippedTable<T extends PgTable & { editedAt: PgColumn }> {
  kind: RetiredKind;
  table: T;
  key: RowKey<T['$inferInsert']>;
}

export const shippedCrops: ShippedTable<typeof libraryCrops> = {
  kind: 'crop',
  table: libraryCrops,
  key: { columns: [libraryCrops.id], text: libraryCrops.id, of: (row) => row.id },
};

export const shippedNutrients: ShippedTable<typeof nutrients> = {
  kind: 'nutrient',
  table: nutrients,
  key: { columns: [nutrients.id], text: nutrients.id, of: (row) => row.id },
};

export const shippedFertilizers: ShippedTable<typeof fertilizers> = {
  kind: 'fertilizer',
  table: fertilizers,
  key: { columns: [fertilizers.name], text: fertilizers.name, of: (row) => row.name },
};

/** A variety is known by its crop and name; a crop id never holds a `/`. */
export const shippedVarieties: ShippedTable<typeof cropVarieties> = {
  kind: 'variety',
  table: cropVarieties,
  key: {
    columns: [cropVarieties.crop, cropVarieties.name],
    text: varietyKeyText,
    of: (row) => `${row.crop}/${row.name}`,
  },
};

/** On a start: `rows` as shipped, less what data managers removed, over what they did not touch. */
export async function seedShipped<T extends PgTable & { editedAt: PgColumn }>(
  db: Db,
  shipped: ShippedTable<T>,
  rows: T['$inferInsert'][],
): Promise<void> {
  const gone = await retiredKeysOf(db, shipped.kind);
  await reseedUnedited(
    db,
    shipped.table,
    shipped.key,
    rows.filter((row) => !gone.has(shipped.key.of(row))),
  );
}

/**
 * After a data manager's write, by natural key: keys rows left (removed, or renamed away from) stay
 * out of later starts; keys rows took are theirs, even where they had removed them before.
 */
export async function recordKeys(
  db: Db,
  kind: RetiredKind,
  { left = [], taken = [] }: { left?: string[]; taken?: string[] },
): Promise<void> {
  await retireKeys(
    db,
    kind,
    left.filter((key) => !taken.includes(key)),
  );
  await unretireKeys(db, kind, taken);
}
