import { z } from 'zod';
import './validation-messages.ts';

/**
 * Facts about active ingredients, shared by library entries and `pesticide/`: the data pack's WHO
 * hazard class, typical pre-harvest interval and status in Kenya (PCPB review of 2024–25).
 */
export const kenyaStatuses = [
  'commonly_registered',
  'verify',
  'restricted',
  'government_only',
  'withdrawn',
] as const;
export const statusDetails = ['not_open_field', 'not_in_coffee', 'licensed_fumigators'] as const;
/** How an option is used when the data names a special use: seed dressing, store dust, bait, … */
export const useNotes = [
  'seed_treatment',
  'storage',
  'trained_operators',
  'government_only',
  'bait_or_trap',
  'soil_drench',
  'whorl',
] as const;
export const whoClasses = ['Ia', 'Ib', 'II', 'III', 'U', 'FM', 'NC'] as const;

export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const phiSchema = z.object({ min: z.number().int().min(0), max: z.number().int().min(0) });

/** One active ingredient as the pesticide table describes it; the same shape inside an entry's options. */
export const activeIngredientSchema = z.object({
  slug: slugSchema,
  active_ingredient: z.string(),
  use_type: z.string(),
  moa_code: z.string(),
  chemical_group: z.string(),
  /** As the data pack has it, e.g. "II" or "Ib or II (verify)". */
  who_hazard_class: z.string(),
  /** The class to show; null when the data has not checked it. NC: not classified (microbials). */
  who_class: z.enum(whoClasses).nullable(),
  /** The data recalled the class without checking a document: say "verify". */
  who_class_verify: z.boolean(),
  /** Typical pre-harvest interval in days; null when the data gives none (seed, store, government use). */
  phi_days: phiSchema.nullable(),
  phi_note: z.string(),
  kenya_status: z.enum(kenyaStatuses),
  status_detail: z.enum(statusDetails).nullable(),
  kenya_status_note: z.string(),
});
export type ActiveIngredient = z.infer<typeof activeIngredientSchema>;

/** An ingredient inside an entry: the facts a farmer needs at the point of advice (full facts: `pesticide/`). */
export const chemicalOptionSchema = activeIngredientSchema
  .pick({
    slug: true,
    active_ingredient: true,
    moa_code: true,
    who_class: true,
    who_class_verify: true,
    phi_days: true,
    phi_note: true,
    kenya_status: true,
    status_detail: true,
  })
  .extend({
    use_note: z.enum(useNotes).nullable(),
    /** Partners in the mixtures the data names, e.g. mancozeb with metalaxyl-M. */
    used_with: z.array(z.string()),
  });
export type ChemicalOption = z.infer<typeof chemicalOptionSchema>;

/** A checked source: the organisation a farmer knows (null for a research team's study) and its document. */
export const sourceSchema = z.object({
  organisation: z.string().nullable(),
  title: z.string(),
  url: z.string().nullable(),
});
export type LibrarySource = z.infer<typeof sourceSchema>;
