import { z } from 'zod';
import './validation-messages.ts';

/** `staff/insights/?weeks=`: the last weeks up to this one (Nairobi, by their Monday), oldest first. */
export const insightsQuerySchema = z.object({
  weeks: z.coerce.number().int().min(1).max(52).default(12),
});
export type InsightsQuery = z.input<typeof insightsQuerySchema>;

const share = z.number().min(0).max(1).nullable();

/**
 * One week of the staff dashboard (issue 32 §3). Shares, taps and languages come from the app events of
 * people who chose "also help us improve", so they are shares of that sample; a share is null in a week
 * without anything to divide by. Callbacks booked and the Community's
 * questions are every one of them.
 */
export const insightsWeekSchema = z.object({
  week: z.iso.date(),
  /** Photo checks answered (one verdict each). */
  checks: z.number().int(),
  /** Among them, the share answered "not sure". */
  not_sure_share: share,
  /** Among the "not sure" checks, the share the differential ended with one clear answer. */
  differential_resolved_share: share,
  /** Median taps from opening the app to the first answer. */
  median_taps_to_answer: z.number().nullable(),
  /** Checks per language the app was in. */
  languages: z.object({ en: z.number().int(), sw: z.number().int() }),
  callbacks_booked: z.number().int(),
  /** Community questions asked (published, not held or hidden). */
  community_questions: z.number().int(),
  /** Among them, those with a published answer within 24 hours of being asked. */
  community_answered_within_24h: z.number().int(),
});
export type InsightsWeek = z.infer<typeof insightsWeekSchema>;

export const insightsSchema = z.object({ weeks: z.array(insightsWeekSchema) });
export type Insights = z.infer<typeof insightsSchema>;
