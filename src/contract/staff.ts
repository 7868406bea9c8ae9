import { z } from 'zod';
import { callbackSchema, CALLBACK_STATUSES } from './callback.ts';
import { caseReviewSchema } from './case-review.ts';
import { ENGAGEMENT_KINDS, ENGAGEMENT_STATUSES } from './engagement.ts';
import { paginated, pageQuerySchema } from './pagination.ts';
import './validation-messages.ts';

/** `data_manager`: an extension officer or agro-dealer who registers farmers and uploads reference data. */
export const STAFF_ROLES = ['staff', 'grievance_officer', 'admin', 'data_manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffMeSchema = z.object({ id: z.uuid(), name: z.string(), role: z.enum(STAFF_ROLES) });
export type StaffMe = z.infer<typeof staffMeSchema>;

/** The queue: by status (several allowed, comma-separated) and Nairobi date, soonest slot first. */
export const staffQueueQuerySchema = pageQuerySchema.extend({
  status: z
    .string()
    .regex(new RegExp(`^(${CALLBACK_STATUSES.join('|')})(,(${CALLBACK_STATUSES.join('|')}))*$`), {
      error: 'invalid_choice',
    })
    .optional(),
  date: z.iso.date().optional(),
});
export type StaffQueueQuery = z.input<typeof staffQueueQuerySchema>;

export const staffNoteSchema = z.object({
  id: z.uuid(),
  author: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export const staffAnswerSchema = staffNoteSchema;
export type StaffNote = z.infer<typeof staffNoteSchema>;

export const staffCallbackSchema = callbackSchema.extend({
  notes: z.array(staffNoteSchema),
  answers: z.array(staffAnswerSchema),
  /** An agronomist's confirmation or correction of the case's photos, once given. */
  review: caseReviewSchema.nullable(),
});
export type StaffCallback = z.infer<typeof staffCallbackSchema>;
export const staffQueueSchema = paginated(callbackSchema);
/** A case photo is addressed by its booking and its id, both uuids: nothing stored becomes a URL. */
export const casePhotoParamsSchema = z.object({ id: z.uuid(), photo: z.uuid() });
export type StaffQueue = z.infer<typeof staffQueueSchema>;

/** Staff set the outcome; "cancelled" is the farmer's own choice and not set here. */
export const STAFF_OUTCOMES = ['new', 'scheduled', 'called', 'no_answer', 'resolved'] as const;
export const staffCallbackUpdateSchema = z.object({ status: z.enum(STAFF_OUTCOMES) });

export const noteCreateSchema = z.object({ body: z.string().trim().min(1).max(2000) });
/** An answer goes out as one SMS where it can: at most three parts. */
export const STAFF_ANSWER_MAX = 400;
export const answerCreateSchema = z.object({ text: z.string().trim().min(1).max(STAFF_ANSWER_MAX) });
export type AnswerCreate = z.infer<typeof answerCreateSchema>;

export const staffEngagementSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  kind: z.enum(ENGAGEMENT_KINDS),
  name: z.string().nullable(),
  phone_number: z.string().nullable(),
  email: z.string().nullable(),
  language: z.string(),
  details: z.record(z.string(), z.unknown()),
  status: z.enum(ENGAGEMENT_STATUSES),
  created_at: z.string(),
  retain_until: z.string().nullable(),
});
export type StaffEngagement = z.infer<typeof staffEngagementSchema>;
export const staffEngagementListSchema = paginated(staffEngagementSchema);
export const staffEngagementQuerySchema = pageQuerySchema.extend({
  kind: z.enum(ENGAGEMENT_KINDS).optional(),
  status: z.enum(ENGAGEMENT_STATUSES).optional(),
});
export const staffEngagementUpdateSchema = z.object({ status: z.enum(ENGAGEMENT_STATUSES) });

/** A staff answer as the farmer's chat shows it. */
export const farmerMessageSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  author: z.string(),
  reference: z.string().nullable(),
  /** An agronomist's review of the farmer's photos: the label they settled on, and its advice page. */
  review: z.object({ label: z.string(), slug: z.string().nullable() }).nullable(),
  created_at: z.string(),
});
export type FarmerMessage = z.infer<typeof farmerMessageSchema>;
export const farmerMessageListSchema = paginated(farmerMessageSchema);
