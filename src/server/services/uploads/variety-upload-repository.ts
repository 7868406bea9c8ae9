import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inSlices } from '../../db/in-slices.ts';
import { cropVarieties, libraryCrops } from '../../db/schema.ts';

type VarietyInsert = typeof cropVarieties.$inferInsert;

/** Which of these ids are crops of `crop/`. */
export async function listedCropIds(db: Db, ids: string[]): Promise<Set<string>> {
  const rows = await inSlices(ids, (slice) =>
    db.select({ id: libraryCrops.id }).from(libraryCrops).where(inArray(libraryCrops.id, slice)),
  );
  return new Set(rows.map((row) => row.id));
}

export function varietiesOfCrops(db: Db, crops: string[]) {
  return inSlices(crops, (slice) =>
    db.select().from(cropVarieties).where(inArray(cropVarieties.crop, slice)),
  );
}

export async function insertVarieties(db: Db, rows: VarietyInsert[]): Promise<void> {
  await db.insert(cropVarieties).values(rows);
}

export async function updateVariety(db: Db, id: string, values: Partial<VarietyInsert>): Promise<void> {
  await db.update(cropVarieties).set(values).where(eq(cropVarieties.id, id));
}
