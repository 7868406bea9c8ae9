import { z } from 'zod';
import { wardCodeSchema } from './farmer.ts';
import { pageQuerySchema, paginated } from './pagination.ts';
import { patchSchema } from './patch-schema.ts';
import './validation-messages.ts';

/**
 * `nutrient/` (issue 13; SPEC's "fertilizer recommendation"): how much of which fertilizer a crop
 * needs at each stage, for a region or soil and the counties it applies to.
 */
export const CONFIDENCES = ['high', 'medium', 'low'] as const;
/** When a row applies: the chat names each stage in the reader's language. */
export const NUTRIENT_STAGES = ['planting', 'transplanting', 'top-dress', 'annual'] as const;
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
  /** The same in Swahili; null only on a row made before Swahili was kept. */
  region_or_soil_sw: z.string().nullable(),
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
  timing_method_sw: z.string().nullable(),
  /** Rows of the same group go together (e.g. TSP then the higher CAN); null when it stands alone. */
  option_group: z.string().nullable(),
  notes: z.string().nullable(),
  source: z.string(),
  source_sw: z.string().nullable(),
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

const text = (max: number) => z.string().trim().min(1).max(max);
const rate = z.number().positive({ error: 'above_zero' }).max(100_000);
const nutrientKg = z.number().min(0).max(10_000).nullable().default(null);

/** The free-text columns that carry Swahili beside them: one given without the other is refused. */
export const SWAHILI_PAIRS = [
  ['region_or_soil', 'region_or_soil_sw'],
  ['timing_method', 'timing_method_sw'],
  ['source', 'source_sw'],
] as const;

/**
 * Writing `nutrient/` (data managers). The grade is the product's own, taken from `fertilizer/`; a
 * rate per hectare left out is worked out from the rate per acre.
 */
export const nutrientValuesSchema = z.object({
  /** A crop id of `crop/`, e.g. `maize`. */
  crop: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_-]{0,39}$/),
  region_or_soil: text(300),
  region_or_soil_sw: text(300),
  /** County codes (`county/` ids, e.g. `047`); empty for a countrywide rule. */
  counties: z
    .array(z.string().regex(/^\d{3}$/))
    .max(47)
    .default([]),
  stage: z.enum(NUTRIENT_STAGES),
  /** A product name of `fertilizer/`. */
  fertilizer: text(80),
  rate_kg_per_acre: rate,
  rate_kg_per_ha: rate.nullable().default(null),
  n_kg_ha: nutrientKg,
  p2o5_kg_ha: nutrientKg,
  k2o_kg_ha: nutrientKg,
  timing_method: text(500).nullable().default(null),
  timing_method_sw: text(500).nullable().default(null),
  option_group: text(20).nullable().default(null),
  notes: text(1000).nullable().default(null),
  source: text(1000),
  source_sw: text(1000),
  confidence: z.enum(CONFIDENCES),
});

/** A note in one language needs the other, so neither screen shows the other's words. */
export function bothLanguages(value: Partial<Record<string, unknown>>, context: z.RefinementCtx) {
  for (const [english, swahili] of SWAHILI_PAIRS) {
    const [en, sw] = [value[english] ?? null, value[swahili] ?? null];
    if (en !== null && sw === null) {
      context.addIssue({ code: 'custom', path: [swahili], message: 'swahili_missing' });
    }
    if (en === null && sw !== null) {
      context.addIssue({ code: 'custom', path: [english], message: 'english_missing' });
    }
  }
}

export const nutrientInputSchema = nutrientValuesSchema.superRefine(bothLanguages);
export type NutrientInput = z.input<typeof nutrientInputSchema>;
export type NutrientValues = z.output<typeof nutrientInputSchema>;
/** PATCH: any of the fields; the row with the change is checked again as a whole. */
export const nutrientPatchSchema = patchSchema(nutrientValuesSchema);
export type NutrientPatch = z.output<typeof nutrientPatchSchema>;

/**
 * `?crop=` with `?ward=` (or `?farm=`, whose ward is used) answers that place's rows, or the general
 * ones with `note` set when none is local; `?farm=` also gives quantities for the farm's area.
 */
export const nutrientQuerySchema = pageQuerySchema.extend({
  crop: z.string().trim().min(1).max(40).optional(),
  ward: wardCodeSchema.optional(),
  /** A county code (`047`): a saved planting may name no ward. */
  county: z
    .string()
    .regex(/^\d{3}$/)
    .optional(),
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
