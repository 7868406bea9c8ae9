import { z } from 'zod';

const mapAreaSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** An SVG path in the frame of `view_box` (the outbreak map's projection). */
  d: z.string(),
});

/**
 * `staff/callbacks/{id}/place-map/`: the case's place drawn small, from the shared ward and county
 * boundaries: its county, the ward its GPS point lies in, and the point itself.
 */
export const placeMapSchema = z.object({
  /** `min-x min-y width height`, around the county with a margin. */
  view_box: z.string(),
  county: mapAreaSchema,
  /** Known only from a GPS point inside a ward's outline. */
  ward: mapAreaSchema.nullable(),
  point: z.object({ x: z.number(), y: z.number() }).nullable(),
});
export type PlaceMap = z.infer<typeof placeMapSchema>;
