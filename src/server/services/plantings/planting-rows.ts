import { and, count, desc, eq } from 'drizzle-orm';
import type { Season } from '../../../contract/calendar.ts';
import type { PlantingInfo } from '../../../contract/planting-info.ts';
import type { PageQuery } from '../../../contract/pagination.ts';
import type { Db } from '../../db/database.ts';
import { plantingInfos } from '../../db/schema.ts';

export type PlantingRow = typeof plantingInfos.$inferSelect;

/** A stored planting as the API shows it (snake_case, ISO dates). */
export const toPlanting = (row: PlantingRow): PlantingInfo => ({
  id: row.id,
  crop: row.crop as PlantingInfo['crop'],
  county_id: row.countyId,
  subcounty_id: row.subcountyId,
  ward_id: row.wardId,
  planted_on: row.plantedOn,
  season: row.season as Season,
  farm_name: row.farmName,
  area_acres: row.areaAcres,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

type Facts = Pick<
  PlantingInfo,
  'crop' | 'county_id' | 'subcounty_id' | 'ward_id' | 'planted_on' | 'farm_name' | 'area_acres'
>;

/** The columns a create or an update writes, from checked API fields and the season they fall in. */
export const plantingValues = (facts: Facts, season: Season) => ({
  crop: facts.crop,
  countyId: facts.county_id,
  subcountyId: facts.subcounty_id,
  wardId: facts.ward_id,
  plantedOn: facts.planted_on,
  season,
  farmName: facts.farm_name,
  areaAcres: facts.area_acres,
});

/** One page of a user's plantings, newest planting first, optionally of one crop or one farm. */
export async function pagePlantings(
  db: Db,
  userId: string,
  query: PageQuery & { crop?: string; farm_name?: string },
) {
  const where = and(
    eq(plantingInfos.userId, userId),
    query.crop ? eq(plantingInfos.crop, query.crop) : undefined,
    query.farm_name ? eq(plantingInfos.farmName, query.farm_name) : undefined,
  );
  const [{ total = 0 } = {}] = await db.select({ total: count() }).from(plantingInfos).where(where);
  const rows = await db
    .select()
    .from(plantingInfos)
    .where(where)
    .orderBy(desc(plantingInfos.plantedOn), desc(plantingInfos.createdAt))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { total, rows };
}
