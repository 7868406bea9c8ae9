import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inSlices } from '../../db/in-slices.ts';
import { fertilizers } from '../../db/schema.ts';

type FertilizerInsert = typeof fertilizers.$inferInsert;

/** Stored fertilizers whose names compare as these keys (nameKey in upload-kind.ts). */
export function fertilizersByNameKey(db: Db, keys: string[]) {
  // As nameKey, in SQL: lower case, no white space. The backslash doubled: a template's `\s` is `s`.
  const storedKey = sql<string>`lower(regexp_replace(${fertilizers.name}, '\\s', '', 'g'))`;
  return inSlices(keys, (slice) => db.select().from(fertilizers).where(inArray(storedKey, slice)));
}

export async function insertFertilizers(db: Db, rows: FertilizerInsert[]): Promise<void> {
  await db.insert(fertilizers).values(rows);
}

export async function updateFertilizer(db: Db, id: string, values: Partial<FertilizerInsert>): Promise<void> {
  await db.update(fertilizers).set(values).where(eq(fertilizers.id, id));
}
