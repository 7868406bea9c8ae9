import { z } from 'zod';
import './validation-messages.ts';

/** What an agronomist picks when the photos show nothing the model knows (or nothing they can name). */
export const UNKNOWN_LABEL = 'unknown';
export const REVIEW_NOTE_MAX = 400;

/**
 * An agronomist's answer to a case's photos: the label they see (the model's own to confirm it,
 * another to correct it, or "unknown"), with an optional note for the farmer. Labels are the model's
 * (crop__condition); the server checks them against the shipped labels.
 */
export const caseReviewCreateSchema = z.object({
  label: z.string().regex(/^([a-z]+__[a-z_]+|unknown)$/, { error: 'invalid_choice' }),
  note: z.string().trim().max(REVIEW_NOTE_MAX).optional(),
});
export type CaseReviewCreate = z.infer<typeof caseReviewCreateSchema>;

export const REVIEW_DECISIONS = ['confirmed', 'corrected'] as const;
/**
 * The farmer gets one message per review, not one per click: it waits this long for the agronomist to
 * change their mind, and goes at once when the booking is resolved.
 */
export const REVIEW_MESSAGE_GRACE_MINUTES = 10;

export const caseReviewSchema = z.object({
  decision: z.enum(REVIEW_DECISIONS),
  label: z.string(),
  /** The model's answer as the case showed it; null when the case had none. */
  model_label: z.string().nullable(),
  note: z.string().nullable(),
  author: z.string(),
  created_at: z.string(),
  /** When the farmer's message goes out unless the booking is resolved first; null when none waits. */
  message_due_at: z.string().nullable(),
  /** The label of the last message the farmer got about this case, if any. */
  told_label: z.string().nullable(),
});
export type CaseReview = z.infer<typeof caseReviewSchema>;
