import { z } from 'zod';
import { pageQuerySchema, paginated } from './pagination.ts';
import './validation-messages.ts';

/** `crop/variety/` (issue 13): a named variety of a crop, where it grows and what it tolerates. */
const text = (max: number) => z.string().trim().min(1).max(max);
const days = z.number().int().min(1).max(3650).nullable();
const metres = z.number().int().min(-50).max(6000).nullable();

export const cropVarietyInputSchema = z
  .object({
    /** A crop id of `crop/`, e.g. `maize`. */
    crop: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_-]{0,39}$/),
    name: text(120),
    maturity_days_min: days.default(null),
    maturity_days_max: days.default(null),
    altitude_min_m: metres.default(null),
    altitude_max_m: metres.default(null),
    zones: z.array(text(120)).max(20).default([]),
    traits: z.array(text(200)).max(20).default([]),
    source: text(500),
  })
  .superRefine((value, context) => {
    const pairs = [
      ['maturity_days_min', 'maturity_days_max'],
      ['altitude_min_m', 'altitude_max_m'],
    ] as const;
    for (const [low, high] of pairs) {
      const [min, max] = [value[low], value[high]];
      if (min !== null && max !== null && min > max) {
        context.addIssue({ code: 'custom', path: [high], message: 'below_minimum' });
      }
    }
  });
export type CropVarietyInput = z.input<typeof cropVarietyInputSchema>;
export type CropVarietyValues = z.output<typeof cropVarietyInputSchema>;

export const cropVarietySchema = z.object({
  id: z.uuid(),
  crop: z.string(),
  name: z.string(),
  maturity_days_min: z.number().int().nullable(),
  maturity_days_max: z.number().int().nullable(),
  altitude_min_m: z.number().int().nullable(),
  altitude_max_m: z.number().int().nullable(),
  zones: z.array(z.string()),
  traits: z.array(z.string()),
  source: z.string(),
});
export type CropVariety = z.infer<typeof cropVarietySchema>;

/** `?altitude=` keeps the varieties suited to that height (those without a range too). */
export const cropVarietyQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().min(1).max(80).optional(),
  crop: z.string().trim().min(1).max(40).optional(),
  altitude: z.coerce.number().int().min(-50).max(6000).optional(),
  max_maturity_days: z.coerce.number().int().min(1).max(3650).optional(),
});
export type CropVarietyQuery = z.infer<typeof cropVarietyQuerySchema>;
export const cropVarietyListSchema = paginated(cropVarietySchema);
