import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { reseed, type RowKey } from '../../db/reseed.ts';
import { cropVarieties, retiredReferenceRows } from '../../db/schema.ts';

export type RetiredKind = (typeof retiredReferenceRows.$inferSelect)['kind'];

/** A variety's natural key as text, `crop/name`; a crop id never holds a `/`. */
export const varietyKeyText = sql`${cropVarieties.crop} || '/' || ${cropVarieties.name}`;

/** The natural keys of shipped rows of this kind that data managers removed or renamed away from. */
export async function retiredKeysOf(db: Db, kind: RetiredKind): Promise<Set<string>> {
  const retired = await db
    .select({ key: retiredReferenceRows.key })
    .from(retiredReferenceRows)
    .where(eq(retiredReferenceRows.kind, kind));
  return new Set(retired.map((row) => row.key));
}

export async function retireKeys(db: Db, kind: RetiredKind, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(retiredReferenceRows)
    .values(keys.map((key) => ({ kind, key })))
    .onConflictDoNothing();
}

export async function unretireKeys(db: Db, kind: RetiredKind, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .delete(retiredReferenceRows)
    .where(and(eq(retiredReferenceRows.kind, kind), inArray(retiredReferenceRows.key, keys)));
}

/** Writes `rows` over the table's rows no data manager edited (`edited_at` unset). */
export async function reseedUnedited<T extends PgTable & { editedAt: PgColumn }>(
  db: Db,
  table: T,
  key: RowKey<T['$inferInsert']>,
  rows: T['$inferInsert'][],
): Promise<void> {
  await reseed(db, table, key, rows, isNull(table.editedAt));
}
