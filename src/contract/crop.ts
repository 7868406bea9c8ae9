import { z } from 'zod';
import './validation-messages.ts';

/**
 * Writing `crop/` (issue 13): a data manager adds a crop by its id and names in both languages, or
 * renames one. Its varieties are managed at `crop/variety/`, and `crop/` lists them under it.
 */
const name = z.string().trim().min(1).max(80);

/** A crop id as the library, calendar and advice use it: lower case, e.g. `green_gram`. */
export const cropIdSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_-]{0,39}$/)
  // `crop/variety/` is the varieties' own list, so no crop may take that id.
  .refine((id) => id !== 'variety', { error: 'invalid' });

export const cropValuesSchema = z.object({
  names: z.object({ en: name, sw: name }),
  /** Where the crop comes in lists (1 first); a new crop goes last when this is left out. */
  rank: z.number().int().min(1).max(10_000).optional(),
});
export type CropValues = z.output<typeof cropValuesSchema>;

export const cropCreateSchema = cropValuesSchema.extend({ id: cropIdSchema });
export type CropCreate = z.output<typeof cropCreateSchema>;

export const cropPatchSchema = z.object({
  names: z.object({ en: name, sw: name }).partial().optional(),
  rank: z.number().int().min(1).max(10_000).optional(),
});
export type CropPatch = z.output<typeof cropPatchSchema>;

export const cropParamsSchema = z.object({ id: z.string().trim().min(1).max(40) });
