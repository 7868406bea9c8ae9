import { quantityFor, type Nutrient } from '../../../contract/nutrient.ts';
import type { NutrientRow } from './reference-repository.ts';

/** A recommendation as the API shows it, with the product for `areaAcres` when a farm's size is known. */
export function toNutrient(row: NutrientRow, areaAcres: number | null): Nutrient {
  return {
    id: row.id,
    crop: row.crop,
    region_or_soil: row.regionOrSoil,
    region_or_soil_sw: row.regionOrSoilSw,
    counties: row.counties,
    stage: row.stage,
    fertilizer: row.fertilizer,
    grade: row.grade,
    rate_kg_per_acre: row.rateKgPerAcre,
    rate_kg_per_ha: row.rateKgPerHa,
    n_kg_ha: row.nKgHa,
    p2o5_kg_ha: row.p2o5KgHa,
    k2o_kg_ha: row.k2oKgHa,
    timing_method: row.timingMethod,
    timing_method_sw: row.timingMethodSw,
    option_group: row.optionGroup,
    notes: row.notes,
    source: row.source,
    source_sw: row.sourceSw,
    confidence: row.confidence,
    quantity:
      areaAcres !== null && row.rateKgPerAcre !== null ? quantityFor(row.rateKgPerAcre, areaAcres) : null,
  };
}
