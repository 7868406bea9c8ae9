import { z } from 'zod';
import { wardCodeSchema } from './farmer.ts';
import { pageQuerySchema, paginated } from './pagination.ts';
import './validation-messages.ts';

/**
 * `nutrient/` (issue 13; SPEC's "fertilizer recommendation"): how much of which fertilizer a crop
 * needs at each stage, for a region or soil and the counties it applies to.
 */
export const CONFIDENCES = ['high', 'medium', 'low'] as const;
/** Fertilizer is sold in 50 kg bags in Kenya. */
export const BAG_KG = 50;

/** Kilograms to the nearest 0.1 kg, and 50 kg bags to the nearest tenth of a bag. */
export function quantityFor(rateKgPerAcre: number, areaAcres: number) {
  const kg = rateKgPerAcre * areaAcres;
  return {
    area_acres: areaAcres,
    kg: Math.round(kg * 10) / 10,
    bags_50kg: Math.round((kg / BAG_KG) * 10) / 10,
  };
}

export const nutrientSchema = z.object({
  id: z.uuid(),
  crop: z.string(),
  region_or_soil: z.string(),
  /** County codes the row applies to; empty for a general, countrywide rule. */
  counties: z.array(z.string()),
  stage: z.string(),
  fertilizer: z.string(),
  grade: z.string().nullable(),
  rate_kg_per_acre: z.number().nullable(),
  rate_kg_per_ha: z.number().nullable(),
  n_kg_ha: z.number().nullable(),
  p2o5_kg_ha: z.number().nullable(),
  k2o_kg_ha: z.number().nullable(),
  timing_method: z.string().nullable(),
  /** Rows of the same group go together (e.g. TSP then the higher CAN); null when it stands alone. */
  option_group: z.string().nullable(),
  notes: z.string().nullable(),
  source: z.string(),
  confidence: z.enum(CONFIDENCES),
  /** With `?farm=`: the product for that farm's area. */
  quantity: z
    .object({
      area_acres: z.number(),
      kg: z.number(),
      bags_50kg: z.number(),
    })
    .nullable(),
});
export type Nutrient = z.infer<typeof nutrientSchema>;

/**
 * `?crop=` with `?ward=` (or `?farm=`, whose ward is used) answers that place's rows, or the general
 * ones with `note` set when none is local; `?farm=` also gives quantities for the farm's area.
 */
export const nutrientQuerySchema = pageQuerySchema.extend({
  crop: z.string().trim().min(1).max(40).optional(),
  ward: wardCodeSchema.optional(),
  farm: z.uuid().optional(),
  stage: z.string().trim().min(1).max(40).optional(),
});
export type NutrientQuery = z.infer<typeof nutrientQuerySchema>;

export const NUTRIENT_NOTES = ['general_fallback', 'farm_area_unknown'] as const;
export const nutrientListSchema = paginated(nutrientSchema).extend({
  /** Which rows these are: `local` for the place asked about, `general` when none is local. */
  scope: z.enum(['all', 'local', 'general']),
  /** Translated explanation when the answer is not what was asked for exactly, else null. */
  note: z.string().nullable(),
});
export type NutrientList = z.infer<typeof nutrientListSchema>;
