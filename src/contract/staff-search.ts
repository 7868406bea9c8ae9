import { z } from 'zod';
import { staffEngagementSchema, staffQueueItemSchema } from './staff.ts';
import './validation-messages.ts';

/** The most matches of each kind one search answers: narrow the words to find the rest. */
export const STAFF_SEARCH_LIMIT = 25;

/**
 * `staff/search/?q=`: every word must fit a booking's or request's reference, phone number, name, ward
 * (the case's place, the farmer's registered ward or farm wards) or crop (by id or its English or
 * Swahili name). A phone number may be typed with spaces, `0…` or `+254…`.
 */
export const staffSearchQuerySchema = z.object({ q: z.string().trim().min(2).max(80) });
export type StaffSearchQuery = z.input<typeof staffSearchQuerySchema>;

const matches = <Item extends z.ZodType>(item: Item) =>
  z.object({ count: z.number().int().min(0), results: z.array(item).max(STAFF_SEARCH_LIMIT) });

/** Newest first; `count` says how many matched in all, of which `results` holds the first few. */
export const staffSearchSchema = z.object({
  callbacks: matches(staffQueueItemSchema),
  requests: matches(staffEngagementSchema),
});
export type StaffSearch = z.infer<typeof staffSearchSchema>;
