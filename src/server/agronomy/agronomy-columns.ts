import type { CropVariety, CropVarietyValues } from '../../contract/crop-variety.ts';
import type { Fertilizer, FertilizerValues } from '../../contract/fertilizer.ts';
import type { Nutrient } from '../../contract/nutrient.ts';
import type { cropVarieties, fertilizers, nutrients } from '../db/schema.ts';

/** Reference rows between the API's snake_case and the tables' columns, both ways. */
export type FertilizerRow = typeof fertilizers.$inferSelect;
export type VarietyRow = typeof cropVarieties.$inferSelect;
export type NutrientRow = typeof nutrients.$inferSelect;

export const fertilizerColumns = (values: FertilizerValues) => ({
  name: values.name,
  kind: values.kind,
  grade: values.grade,
  n: values.n,
  p2o5: values.p2o5,
  k2o: values.k2o,
  otherNutrients: values.other_nutrients,
  notes: values.notes,
  source: values.source,
});

export const toFertilizer = (row: FertilizerRow): Fertilizer => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  grade: row.grade,
  n: row.n,
  p2o5: row.p2o5,
  k2o: row.k2o,
  other_nutrients: row.otherNutrients,
  notes: row.notes,
  source: row.source,
});

export const varietyColumns = (values: CropVarietyValues) => ({
  crop: values.crop,
  name: values.name,
  maturityDaysMin: values.maturity_days_min,
  maturityDaysMax: values.maturity_days_max,
  altitudeMinM: values.altitude_min_m,
  altitudeMaxM: values.altitude_max_m,
  zones: values.zones,
  traits: values.traits,
  source: values.source,
});

export const toVariety = (row: VarietyRow): CropVariety => ({
  id: row.id,
  crop: row.crop,
  name: row.name,
  maturity_days_min: row.maturityDaysMin,
  maturity_days_max: row.maturityDaysMax,
  altitude_min_m: row.altitudeMinM,
  altitude_max_m: row.altitudeMaxM,
  zones: row.zones,
  traits: row.traits,
  source: row.source,
});

/** A recommendation's facts, as the seed and a data manager's writes give them. */
export type NutrientFields = Omit<Nutrient, 'id' | 'quantity'>;

export const nutrientColumns = (values: NutrientFields) => ({
  crop: values.crop,
  regionOrSoil: values.region_or_soil,
  regionOrSoilSw: values.region_or_soil_sw,
  counties: values.counties,
  stage: values.stage,
  fertilizer: values.fertilizer,
  grade: values.grade,
  rateKgPerAcre: values.rate_kg_per_acre,
  rateKgPerHa: values.rate_kg_per_ha,
  nKgHa: values.n_kg_ha,
  p2o5KgHa: values.p2o5_kg_ha,
  k2oKgHa: values.k2o_kg_ha,
  timingMethod: values.timing_method,
  timingMethodSw: values.timing_method_sw,
  optionGroup: values.option_group,
  notes: values.notes,
  source: values.source,
  sourceSw: values.source_sw,
  confidence: values.confidence,
});
