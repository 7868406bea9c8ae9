import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inSlices } from '../../db/in-slices.ts';
import { farms } from '../../db/schema.ts';

type FarmInsert = typeof farms.$inferInsert;

export function farmsOfFarmers(db: Db, farmerIds: string[]) {
  return inSlices(farmerIds, (slice) => db.select().from(farms).where(inArray(farms.farmerId, slice)));
}

export async function insertFarms(db: Db, rows: FarmInsert[]): Promise<void> {
  await db.insert(farms).values(rows);
}

export async function updateFarm(db: Db, id: string, values: Partial<FarmInsert>): Promise<void> {
  await db.update(farms).set(values).where(eq(farms.id, id));
}
