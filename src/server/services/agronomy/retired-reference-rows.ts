import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { retiredReferenceRows } from '../../db/schema.ts';

/** What a reference row is: the table the seed fills. */
export type RetiredKind = (typeof retiredReferenceRows.$inferSelect)['kind'];

/**
 * Shipped rows a data manager removed: the seed skips them on every later start, so a removal stays
 * removed; adding the row again under the same key lifts that.
 */
export async function retiredKeys(db: Db, kind: RetiredKind): Promise<Set<string>> {
  const rows = await db
    .select({ key: retiredReferenceRows.key })
    .from(retiredReferenceRows)
    .where(eq(retiredReferenceRows.kind, kind));
  return new Set(rows.map((row) => row.key));
}

export async function retire(db: Db, kind: RetiredKind, key: string): Promise<void> {
  await db.insert(retiredReferenceRows).values({ kind, key }).onConflictDoNothing();
}

export async function unretire(db: Db, kind: RetiredKind, key: string): Promise<void> {
  await db
    .delete(retiredReferenceRows)
    .where(and(eq(retiredReferenceRows.kind, kind), eq(retiredReferenceRows.key, key)));
}
