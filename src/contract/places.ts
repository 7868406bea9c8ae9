import { z } from 'zod';
import { pageQuerySchema, paginated } from './pagination.ts';
import './validation-messages.ts';

/**
 * `county/`, `subcounty/` and `ward/` (SPEC §7): Kenya's 47 counties, 290 constituencies and 1,450
 * wards with their IEBC codes as ids. "Subcounty" is the parliamentary constituency.
 */
export const countySchema = z.object({
  id: z.string().regex(/^\d{3}$/),
  name: z.string(),
  iso_3166_2: z.string(),
  headquarters: z.string(),
  centroid: z.object({ latitude: z.number(), longitude: z.number() }),
});
export type County = z.infer<typeof countySchema>;

export const subcountySchema = z.object({
  id: z.string().regex(/^\d{3}$/),
  name: z.string(),
  county_id: z.string(),
});
export type Subcounty = z.infer<typeof subcountySchema>;

export const wardSchema = z.object({
  id: z.string().regex(/^\d{4}$/),
  name: z.string(),
  subcounty_id: z.string(),
  county_id: z.string(),
});
export type Ward = z.infer<typeof wardSchema>;

/**
 * `?search=` matches names loosely (case, apostrophes, hyphens and "county" do not matter); `ward/`
 * also matches its subcounty's and county's names, wards named by the term first.
 */
export const placeQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(80).optional(),
  county: z
    .string()
    .regex(/^\d{3}$/)
    .optional(),
  subcounty: z
    .string()
    .regex(/^\d{3}$/)
    .optional(),
});
export type PlaceQuery = z.infer<typeof placeQuerySchema>;

export const placeIdParamsSchema = z.object({ id: z.string().regex(/^\d{3,4}$/) });

export const countyListSchema = paginated(countySchema);
export const subcountyListSchema = paginated(subcountySchema);
export const wardListSchema = paginated(wardSchema);

/** "Use my location": the nearest county by centroid, with the distance to it. */
export const nearestQuerySchema = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});
export const nearestCountySchema = z.object({ county: countySchema, distance_km: z.number().min(0) });
