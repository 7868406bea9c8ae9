import { z } from 'zod';
import './validation-messages.ts';

/**
 * `calendar/` (our addition): when to sow a crop in a county, how long it takes, the fertilizer, and —
 * given a planting date — a dated timeline of tasks. Task and season words are i18n keys on the client
 * (`calendar:task.<task>`); the answer carries only facts from the data.
 */
export const CALENDAR_CROPS = [
  'maize',
  'bean',
  'potato',
  'tomato',
  'kale',
  'cabbage',
  'onion',
  'cassava',
  'sorghum',
  'wheat',
  'rice',
  'green_gram',
  'cowpea',
  'pigeonpea',
  'coffee',
  'tea',
  'banana',
  'avocado',
  'mango',
] as const;
export const calendarCropSchema = z.enum(CALENDAR_CROPS);
export type CalendarCrop = z.infer<typeof calendarCropSchema>;

export const seasonSchema = z.enum(['long_rains', 'short_rains', 'dry_season', 'irrigated', 'perennial']);
export type Season = z.infer<typeof seasonSchema>;

/** A calendar date, YYYY-MM-DD, that exists. */
export const isoDateSchema = z.iso.date();

export const calendarQuerySchema = z.object({
  crop: calendarCropSchema,
  county: z.string().regex(/^\d{3}$/),
  planted_on: isoDateSchema.optional(),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

const confidenceSchema = z.enum(['high', 'medium', 'low']);
const monthSpan = z.object({ start: z.number().int().min(1).max(12), end: z.number().int().min(1).max(12) });
const dateSpan = z.object({ starts_on: isoDateSchema, ends_on: isoDateSchema });

export const seasonWindowSchema = z.object({
  season: seasonSchema,
  sow_months: monthSpan,
  harvest_months: monthSpan,
  days_to_maturity: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** "bearing from year 2-3" and the like, for crops without a day count (data, English). */
  maturity_basis: z.string(),
  confidence: confidenceSchema,
  /** Low confidence in the data, or a zone inferred for this county: "general guidance — confirm locally". */
  general_guidance: z.boolean(),
});
export type SeasonWindow = z.infer<typeof seasonWindowSchema>;

export const fertilizerRowSchema = z.object({
  stage: z.enum(['planting', 'top_dress', 'annual']),
  product: z.string(),
  grade: z.string(),
  kg_per_acre: z.number(),
  kg_per_ha: z.number(),
  /** Rows with the same option (A, B) go together; null when there is only one way. */
  option: z.string().nullable(),
  region: z.string(),
  confidence: confidenceSchema,
  general_guidance: z.boolean(),
});
export type FertilizerRow = z.infer<typeof fertilizerRowSchema>;

export const TASKS = [
  'land_preparation',
  'nursery',
  'planting',
  'gap_filling',
  'weeding',
  'top_dressing',
  'scouting',
  'harvest',
  'drying',
  'storage',
  'aflatoxin_care',
  'fresh_handling',
] as const;
export const taskSchema = z.object({
  task: z.enum(TASKS),
  ...dateSpan.shape,
  /** Facts the task's words need: a product and its rate, a round of weeding. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** What to look for while scouting: the data's pest id (for its name) and the library slug (`pest/{slug}/`). */
  pests: z.array(z.object({ id: z.string(), slug: z.string() })),
  general_guidance: z.boolean(),
});
export type CalendarTask = z.infer<typeof taskSchema>;

export const calendarSchema = z.object({
  crop: calendarCropSchema,
  county: z.object({ id: z.string(), name: z.string() }),
  zone: z.object({
    id: z.string(),
    /** How the county was matched: named in the data, by its former province, by a similar area, or not at all. */
    basis: z.enum(['listed', 'province', 'similar_area', 'elsewhere']),
  }),
  general_guidance: z.boolean(),
  seasons: z.array(seasonWindowSchema),
  /** The next sowing window from today, or null for a crop without one. */
  next_window: dateSpan.extend({ season: seasonSchema }).nullable(),
  fertilizer: z.array(fertilizerRowSchema),
  timeline: z
    .object({ planted_on: isoDateSchema, season: seasonSchema, tasks: z.array(taskSchema) })
    .nullable(),
  today: isoDateSchema,
  sources: z.array(z.string()),
});
export type Calendar = z.infer<typeof calendarSchema>;

/** The tasks still to do on a day: those not yet over, soonest first. */
export function upcomingTasks(tasks: CalendarTask[], today: string, howMany: number): CalendarTask[] {
  return tasks
    .filter((task) => task.ends_on >= today)
    .sort((a, b) => a.starts_on.localeCompare(b.starts_on))
    .slice(0, howMany);
}
