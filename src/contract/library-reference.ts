import { z } from 'zod';
import { langQuery } from './library.ts';
import { activeIngredientSchema, kenyaStatuses } from './library-facts.ts';
import { pageQuerySchema, paginated } from './pagination.ts';
import './validation-messages.ts';

/**
 * The library's reference lists (SPEC §7): `pesticide/`, the active ingredients of the data pack's
 * pesticide table, and `crop/`, the crops with their varieties.
 */
export const pesticideSchema = activeIngredientSchema.extend({
  targets: z.array(z.string()),
  crops: z.array(z.string()),
  sources: z.array(z.string()),
});
export type Pesticide = z.infer<typeof pesticideSchema>;

export const pesticideQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(80).optional(),
  status: z.enum(kenyaStatuses).optional(),
});
export const pesticideListSchema = paginated(pesticideSchema);

/** A variety under its crop: `note` is its traits, in the reader's language where the data pack has it. */
export const varietySchema = z.object({ name: z.string(), note: z.string(), source: z.string() });
export const cropSchema = z.object({
  id: z.string(),
  name: z.string(),
  names: z.object({ en: z.string(), sw: z.string() }),
  varieties: z.array(varietySchema),
  /** Library entries that name this crop. */
  entry_count: z.number().int().min(0),
});
export type Crop = z.infer<typeof cropSchema>;
export const cropQuerySchema = pageQuerySchema.extend({
  ...langQuery,
  search: z.string().trim().max(80).optional(),
});
export const cropListSchema = paginated(cropSchema);
