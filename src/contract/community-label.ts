import { z } from 'zod';
import { pageQuerySchema, paginated } from './pagination.ts';
import './validation-messages.ts';

/**
 * A staff agronomist names the known condition in a Community question's photos (issue 31 §1): one of
 * the classifier's labels for the question's crop (`crop__condition`), or null to take it back. A
 * labelled question joins the confirmed set (exported for training only where its owner allowed) and
 * the outbreak watch's "reported" counts.
 */
export const questionLabelUpdateSchema = z.object({
  label: z
    .string()
    .regex(/^[a-z]+__[a-z_]+$/, { error: 'invalid_choice' })
    .nullable(),
});
export type QuestionLabelUpdate = z.input<typeof questionLabelUpdateSchema>;

export const questionLabelSchema = z.object({
  question: z.uuid(),
  crop: z.string(),
  label: z.string().nullable(),
  /** The agronomist's name; null when unlabelled, or when their account is gone. */
  labelled_by: z.string().nullable(),
  labelled_at: z.iso.datetime({ offset: true }).nullable(),
});
export type QuestionLabel = z.infer<typeof questionLabelSchema>;

/** `staff/community/questions/?labelled=`: published questions with photos, latest first. */
export const labellingQuerySchema = pageQuerySchema.extend({
  labelled: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

/** A question as the agronomist labels it: its words, crop, county, how many photos, and the label. */
export const labellingItemSchema = questionLabelSchema.extend({
  text: z.string(),
  county: z.string().nullable(),
  /** Each photo is at `community/questions/{id}/photos/{n}/`. */
  photos: z.number().int().min(1),
  created_at: z.iso.datetime({ offset: true }),
});
export type LabellingItem = z.infer<typeof labellingItemSchema>;
export const labellingListSchema = paginated(labellingItemSchema);
