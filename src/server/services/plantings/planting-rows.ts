import type { Season } from '../../../contract/calendar.ts';
import type { PlantingInfo } from '../../../contract/planting-info.ts';
import type { plantingInfos } from '../../db/schema.ts';

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
  farm: row.farmId,
  farm_name: row.farmName,
  area_acres: row.areaAcres,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

type Facts = Pick<
  PlantingInfo,
  'crop' | 'county_id' | 'subcounty_id' | 'ward_id' | 'planted_on' | 'farm' | 'farm_name' | 'area_acres'
>;

/** The columns a create or an update writes, from checked API fields and the season they fall in. */
export const plantingValues = (facts: Facts, season: Season) => ({
  crop: facts.crop,
  countyId: facts.county_id,
  subcountyId: facts.subcounty_id,
  wardId: facts.ward_id,
  plantedOn: facts.planted_on,
  season,
  farmId: facts.farm,
  farmName: facts.farm_name,
  areaAcres: facts.area_acres,
});
