import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inSlices } from '../../db/in-slices.ts';
import { farmers } from '../../db/schema.ts';

type FarmerInsert = typeof farmers.$inferInsert;

export function farmersByPhone(db: Db, phones: string[]) {
  return inSlices(phones, (slice) => db.select().from(farmers).where(inArray(farmers.phoneNumber, slice)));
}

export async function insertFarmers(db: Db, rows: FarmerInsert[]): Promise<void> {
  await db.insert(farmers).values(rows);
}

export async function updateFarmer(db: Db, id: string, values: Partial<FarmerInsert>): Promise<void> {
  await db.update(farmers).set(values).where(eq(farmers.id, id));
}
