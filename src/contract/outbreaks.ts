import { z } from 'zod';
import './validation-messages.ts';

export const OUTBREAK_LEVELS = ['ward', 'subcounty', 'county'] as const;
export type OutbreakLevel = (typeof OUTBREAK_LEVELS)[number];

/** Outside staff a count is shown only when it comes from at least this many farms (k-anonymity). */
export const OUTBREAK_MIN_FARMS = 3;

/**
 * What a count counts. `confirmed`: cases an agronomist confirmed or corrected. `likely`: photo checks
 * the model was confident about, or whose farmer settled on one answer (a confirmation or a picture
 * picked in the differential), placed by the case's farm or the photo's GPS point. `reported`:
 * Community questions a staff agronomist labelled with a known condition, placed by the county the
 * asker named (so counted per county only).
 */
export const OUTBREAK_BASES = ['confirmed', 'likely', 'reported'] as const;
export type OutbreakBasis = (typeof OUTBREAK_BASES)[number];

/** `outbreaks/`: one week (its Monday, Nairobi), optionally one condition, counted per area. */
export const outbreakQuerySchema = z.object({
  basis: z.enum(OUTBREAK_BASES).default('confirmed'),
  week: z.iso.date(),
  condition: z
    .string()
    .regex(/^[a-z]+__[a-z_]+$/, { error: 'invalid_choice' })
    .optional(),
  level: z.enum(OUTBREAK_LEVELS).default('ward'),
});
export type OutbreakQuery = z.input<typeof outbreakQuerySchema>;

export const outbreakCountSchema = z.object({
  /** The ward, subcounty or county code (as in `places/`). */
  area_id: z.string(),
  condition: z.string(),
  /** Cases of this condition, confirmed, likely or reported as the query's `basis` asked. */
  cases: z.number().int(),
  /** Distinct farms (or farmers without a farm; for `reported`, people) among them. */
  farms: z.number().int(),
});
export type OutbreakCount = z.infer<typeof outbreakCountSchema>;

export const outbreakCountsSchema = z.object({
  week: z.string(),
  level: z.enum(OUTBREAK_LEVELS),
  basis: z.enum(OUTBREAK_BASES),
  /** True when counts from fewer than `OUTBREAK_MIN_FARMS` farms were left out (not staff). */
  thresholded: z.boolean(),
  results: z.array(outbreakCountSchema),
});
export type OutbreakCounts = z.infer<typeof outbreakCountsSchema>;

/** `outbreaks/shapes/`: every ward and county as an SVG path in one projected frame. */
export const outbreakShapesSchema = z.object({
  units_per_degree: z.number(),
  west: z.number(),
  north: z.number(),
  width: z.number(),
  height: z.number(),
  counties: z.array(z.object({ id: z.string(), d: z.string() })),
  wards: z.array(
    z.object({ id: z.string(), subcounty_id: z.string(), county_id: z.string(), d: z.string() }),
  ),
});
export type OutbreakShapes = z.infer<typeof outbreakShapesSchema>;
