import { z } from 'zod';
import { wardCodeSchema } from './farmer.ts';
import { pageQuerySchema, paginated } from './pagination.ts';
import './validation-messages.ts';

/** `farm/` (issue 13): a farmer's piece of land; plantings and plant checks belong to one. */
export const MAX_FARM_ACRES = 10_000;
const text = (max: number) => z.string().trim().min(1).max(max);

const farmFields = {
  name: text(80),
  ward: wardCodeSchema,
  latitude: z.number().min(-5).max(5.5).nullable(),
  longitude: z.number().min(33.5).max(42.5).nullable(),
  altitude: z.number().min(-50).max(6000).nullable(),
  area_acres: z.number().positive().max(MAX_FARM_ACRES).nullable(),
  soil_type: text(80).nullable(),
  irrigated: z.boolean(),
  notes: text(1000).nullable(),
};

/**
 * Left out, `farmer` is the caller's own farmer record; a data manager names one they registered.
 * Coordinates are Kenya's bounding box, so a swapped latitude and longitude is caught.
 */
export const farmInputSchema = z.object({
  farmer: z.uuid().optional(),
  name: farmFields.name,
  ward: farmFields.ward,
  latitude: farmFields.latitude.default(null),
  longitude: farmFields.longitude.default(null),
  altitude: farmFields.altitude.default(null),
  area_acres: farmFields.area_acres.default(null),
  soil_type: farmFields.soil_type.default(null),
  irrigated: farmFields.irrigated.default(false),
  notes: farmFields.notes.default(null),
});
export type FarmInput = z.input<typeof farmInputSchema>;
export type FarmValues = z.output<typeof farmInputSchema>;

export const farmPatchSchema = z.object({
  name: farmFields.name.optional(),
  ward: farmFields.ward.optional(),
  latitude: farmFields.latitude.optional(),
  longitude: farmFields.longitude.optional(),
  altitude: farmFields.altitude.optional(),
  area_acres: farmFields.area_acres.optional(),
  soil_type: farmFields.soil_type.optional(),
  irrigated: farmFields.irrigated.optional(),
  notes: farmFields.notes.optional(),
});
export type FarmPatch = z.infer<typeof farmPatchSchema>;

export const farmSchema = z.object({
  id: z.uuid(),
  farmer: z.uuid(),
  name: z.string(),
  /** Null only for a farm made from an old planting that named no ward. */
  ward: z.string().nullable(),
  /** The ward's county code, for the calendar and weather. */
  county: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  altitude: z.number().nullable(),
  area_acres: z.number().nullable(),
  soil_type: z.string().nullable(),
  irrigated: z.boolean(),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Farm = z.infer<typeof farmSchema>;

export const farmQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().min(1).max(80).optional(),
  farmer: z.uuid().optional(),
  ward: wardCodeSchema.optional(),
});
export type FarmQuery = z.infer<typeof farmQuerySchema>;
export const farmListSchema = paginated(farmSchema);
export type FarmList = z.infer<typeof farmListSchema>;
