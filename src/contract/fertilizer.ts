import { z } from 'zod';
import { pageQuerySchema, paginated } from './pagination.ts';
import { patchSchema } from './patch-schema.ts';
import './validation-messages.ts';

/** `fertilizer/` (issue 13): a product a farmer can buy, with its grade and nutrient content. */
export const FERTILIZER_KINDS = ['inorganic', 'organic', 'foliar'] as const;
const percent = z.number().min(0).max(100);
const text = (max: number) => z.string().trim().min(1).max(max);

export const fertilizerInputSchema = z.object({
  name: text(80),
  kind: z.enum(FERTILIZER_KINDS),
  /** N-P₂O₅-K₂O, e.g. `18-46-0`; null for manures of no fixed grade. */
  grade: z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d)?-\d{1,2}(\.\d)?-\d{1,2}(\.\d)?$/)
    .nullable()
    .default(null),
  n: percent.default(0),
  p2o5: percent.default(0),
  k2o: percent.default(0),
  other_nutrients: text(200).nullable().default(null),
  notes: text(1000).nullable().default(null),
  source: text(500),
});
export type FertilizerInput = z.input<typeof fertilizerInputSchema>;
export type FertilizerValues = z.output<typeof fertilizerInputSchema>;
/** PATCH: a field left out keeps its stored value (no default stands in for it). */
export const fertilizerPatchSchema = patchSchema(fertilizerInputSchema);
export type FertilizerPatch = z.infer<typeof fertilizerPatchSchema>;

export const fertilizerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(FERTILIZER_KINDS),
  grade: z.string().nullable(),
  n: z.number(),
  p2o5: z.number(),
  k2o: z.number(),
  other_nutrients: z.string().nullable(),
  notes: z.string().nullable(),
  source: z.string(),
});
export type Fertilizer = z.infer<typeof fertilizerSchema>;

export const fertilizerQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().min(1).max(80).optional(),
  kind: z.enum(FERTILIZER_KINDS).optional(),
});
export type FertilizerQuery = z.infer<typeof fertilizerQuerySchema>;
export const fertilizerListSchema = paginated(fertilizerSchema);
