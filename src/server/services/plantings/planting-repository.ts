import { and, count, desc, eq } from 'drizzle-orm';
import type { PageQuery } from '../../../contract/pagination.ts';
import type { Db } from '../../db/database.ts';
import { pagedRows } from '../../db/paged-rows.ts';
import { plantingInfos } from '../../db/schema.ts';
import type { PlantingRow } from './planting-rows.ts';

type PlantingColumns = Omit<typeof plantingInfos.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/** Another person's planting is looked up exactly like a missing one. */
const own = (userId: string, id: string) => and(eq(plantingInfos.id, id), eq(plantingInfos.userId, userId));

/** One page of a user's plantings, newest planting first, optionally of one crop or one farm. */
export function pagePlantings(
  db: Db,
  userId: string,
  query: PageQuery & { crop?: string | undefined; farm?: string | undefined; farm_name?: string | undefined },
) {
  const where = and(
    eq(plantingInfos.userId, userId),
    query.crop ? eq(plantingInfos.crop, query.crop) : undefined,
    query.farm ? eq(plantingInfos.farmId, query.farm) : undefined,
    query.farm_name ? eq(plantingInfos.farmName, query.farm_name) : undefined,
  );
  return pagedRows(
    query,
    async () => {
      const [{ total = 0 } = {}] = await db.select({ total: count() }).from(plantingInfos).where(where);
      return total;
    },
    (limit, offset) =>
      db
        .select()
        .from(plantingInfos)
        .where(where)
        .orderBy(desc(plantingInfos.plantedOn), desc(plantingInfos.createdAt))
        .limit(limit)
        .offset(offset),
  );
}

export async function ownPlanting(db: Db, userId: string, id: string): Promise<PlantingRow | undefined> {
  const [row] = await db.select().from(plantingInfos).where(own(userId, id));
  return row;
}

export async function insertPlanting(db: Db, userId: string, values: PlantingColumns, now: Date) {
  const [row] = await db
    .insert(plantingInfos)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updatePlanting(db: Db, userId: string, id: string, values: PlantingColumns, now: Date) {
  const [row] = await db
    .update(plantingInfos)
    .set({ ...values, updatedAt: now })
    .where(own(userId, id))
    .returning();
  return row!;
}

export async function deletePlanting(db: Db, userId: string, id: string) {
  await db.delete(plantingInfos).where(own(userId, id));
}

/** A farmer's latest plantings in one county, newest planting first. */
export function latestPlantingsIn(db: Db, userId: string, countyId: string, limit: number) {
  return db
    .select()
    .from(plantingInfos)
    .where(and(eq(plantingInfos.userId, userId), eq(plantingInfos.countyId, countyId)))
    .orderBy(desc(plantingInfos.plantedOn))
    .limit(limit);
}
