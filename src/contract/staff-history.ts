import { z } from 'zod';
import { CALLBACK_STATUSES, CALLBACK_TOPICS } from './callback.ts';
import './validation-messages.ts';

/** How many of each the history shows: a farmer's last year of work, not their whole life. */
export const HISTORY_LIMIT = 20;

/** An earlier booking by the same farmer (their account, or the same phone number), as staff may see it. */
export const historyBookingSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  slot_start: z.string(),
  status: z.enum(CALLBACK_STATUSES),
  topic: z.enum(CALLBACK_TOPICS),
  crop: z.string().nullable(),
  /** The automated result the farmer saw, and an agronomist's review of it once given. */
  finding: z.string().nullable(),
  reviewed: z.string().nullable(),
  photo_count: z.number().int().min(0),
  /** Calls tried on it, answered or not. */
  calls: z.number().int().min(0),
  unanswered_calls: z.number().int().min(0),
});

/** A plant check the farmer saved in their account (a case of their own, with or without a booking). */
export const historyCheckSchema = z.object({
  id: z.uuid(),
  crop: z.string().nullable(),
  status: z.enum(['open', 'confirmed', 'closed']),
  confirmed_label: z.string().nullable(),
  /** Its photos, oldest first; each is fetched through this booking (staff/callbacks/{id}/photos/). */
  photo_ids: z.array(z.uuid()),
  created_at: z.string(),
});

export const historyFarmSchema = z.object({
  name: z.string(),
  ward: z.string().nullable(),
  county: z.string(),
  area_acres: z.number().nullable(),
});

export const historyPlantingSchema = z.object({
  crop: z.string(),
  planted_on: z.string(),
  season: z.string(),
  farm_name: z.string().nullable(),
});

/** `staff/callbacks/{id}/history/`: what else the desk knows of this booking's farmer, newest first. */
export const farmerHistorySchema = z.object({
  bookings: z.array(historyBookingSchema).max(HISTORY_LIMIT),
  checks: z.array(historyCheckSchema).max(HISTORY_LIMIT),
  farms: z.array(historyFarmSchema).max(HISTORY_LIMIT),
  plantings: z.array(historyPlantingSchema).max(HISTORY_LIMIT),
});
export type FarmerHistory = z.infer<typeof farmerHistorySchema>;
