import { z } from 'zod';
import { calendarCropSchema, isoDateSchema, seasonSchema } from './calendar.ts';
import { pageQuerySchema, paginated } from './pagination.ts';
import './validation-messages.ts';

/**
 * `plantinginfo/` (SPEC §7): a signed-in farmer's plantings — crop, place, planting date and season,
 * optionally the farm's name and size. Each person sees and changes only their own.
 */
export const plantingInfoInputSchema = z.object({
  crop: calendarCropSchema,
  county_id: z.string().regex(/^\d{3}$/),
  subcounty_id: z
    .string()
    .regex(/^\d{3}$/)
    .nullable()
    .default(null),
  ward_id: z
    .string()
    .regex(/^\d{4}$/)
    .nullable()
    .default(null),
  planted_on: isoDateSchema,
  /** Left out, it is the season the calendar gives for the planting date and place. */
  season: seasonSchema.optional(),
  /** One of the caller's farms (`farm/`); left out, `farm_name` may still name it in words. */
  farm: z.uuid().nullable().default(null),
  farm_name: z.string().trim().min(1).max(80).nullable().default(null),
  area_acres: z.number().positive().max(100_000).nullable().default(null),
});
export type PlantingInfoInput = z.input<typeof plantingInfoInputSchema>;

/** PATCH: any of the fields; what is left out stays as it was. */
export const plantingInfoPatchSchema = z.object({
  crop: calendarCropSchema.optional(),
  county_id: z
    .string()
    .regex(/^\d{3}$/)
    .optional(),
  subcounty_id: z
    .string()
    .regex(/^\d{3}$/)
    .nullable()
    .optional(),
  ward_id: z
    .string()
    .regex(/^\d{4}$/)
    .nullable()
    .optional(),
  planted_on: isoDateSchema.optional(),
  season: seasonSchema.optional(),
  farm: z.uuid().nullable().optional(),
  farm_name: z.string().trim().min(1).max(80).nullable().optional(),
  area_acres: z.number().positive().max(100_000).nullable().optional(),
});
export type PlantingInfoPatch = z.infer<typeof plantingInfoPatchSchema>;

export const plantingInfoSchema = z.object({
  id: z.uuid(),
  crop: calendarCropSchema,
  county_id: z.string(),
  subcounty_id: z.string().nullable(),
  ward_id: z.string().nullable(),
  planted_on: isoDateSchema,
  season: seasonSchema,
  farm: z.uuid().nullable(),
  farm_name: z.string().nullable(),
  area_acres: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PlantingInfo = z.infer<typeof plantingInfoSchema>;

/** Newest planting first; `?farm=` or `?farm_name=` keeps one farm's, `?crop=` one crop's. */
export const plantingInfoQuerySchema = pageQuerySchema.extend({
  crop: calendarCropSchema.optional(),
  farm: z.uuid().optional(),
  farm_name: z.string().trim().min(1).max(80).optional(),
});
export const plantingInfoListSchema = paginated(plantingInfoSchema);
export type PlantingInfoList = z.infer<typeof plantingInfoListSchema>;

export const plantingInfoParamsSchema = z.object({ id: z.uuid() });
