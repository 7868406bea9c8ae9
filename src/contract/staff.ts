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
  /**
   * The to-do bookings by when they are due (a retry after an unanswered call, else the slot): `today`
   * is everything due before the end of this Nairobi day, overdue ones first; `later` the rest.
   */
  due: z.enum(['today', 'later']).optional(),
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

export const CALL_ATTEMPT_OUTCOMES = ['called', 'no_answer'] as const;
/** After this many unanswered calls the booking closes, and the farmer is told by SMS. */
export const MAX_UNANSWERED_CALLS = 3;
export const callAttemptSchema = z.object({
  outcome: z.enum(CALL_ATTEMPT_OUTCOMES),
  author: z.string(),
  created_at: z.string(),
});
export type CallAttempt = z.infer<typeof callAttemptSchema>;

/** What the desk needs beside the booking itself to order and mark it. */
const dueFields = {
  /** When staff should act: the suggested retry after an unanswered call, else the slot's start. */
  due_at: z.string(),
  /** Minutes past the end of its slot (or retry) for a to-do booking, else null. */
  overdue_minutes: z.number().int().min(0).nullable(),
  unanswered_calls: z.number().int().min(0),
  /** True once {@link MAX_UNANSWERED_CALLS} unanswered calls closed it. */
  closed_unreached: z.boolean(),
};

export const staffQueueItemSchema = callbackSchema.extend(dueFields);
export type StaffQueueItem = z.infer<typeof staffQueueItemSchema>;

export const staffCallbackSchema = callbackSchema.extend({
  ...dueFields,
  attempts: z.array(callAttemptSchema),
  /** The automated result's top candidates as the farmer saw them (from the case's first photo), best first. */
  candidates: z.array(z.object({ label: z.string(), confidence: z.number().min(0).max(1) })).max(3),
  notes: z.array(staffNoteSchema),
  answers: z.array(staffAnswerSchema),
  /** An agronomist's confirmation or correction of the case's photos, once given. */
  review: caseReviewSchema.nullable(),
});
export type StaffCallback = z.infer<typeof staffCallbackSchema>;
export const staffQueueSchema = paginated(staffQueueItemSchema).extend({
  /** The to-do bookings the role sees: overdue, due later today, and due on a later day. */
  counts: z.object({ overdue: z.number().int(), today: z.number().int(), later: z.number().int() }),
});
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
export type StaffEngagementList = z.infer<typeof staffEngagementListSchema>;
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
  review: z
    .object({
      label: z.string(),
      slug: z.string().nullable(),
      /** A changed review: it says it replaces the earlier answer the farmer got. */
      replaces_earlier: z.boolean(),
    })
    .nullable(),
  /**
   * An approved outbreak alert for the farmer's ward or a neighbouring one, sent by Mimea itself: the
   * alert's id, which its push notification opens the chat at (`/?alert=<id>`); null for staff answers.
   */
  alert_id: z.uuid().nullable().optional(),
  /** A notice from Mimea (a callback coming…) the farmer chose to get in the chat: its whole text. */
  notice: z.boolean().optional(),
  created_at: z.string(),
});
export type FarmerMessage = z.infer<typeof farmerMessageSchema>;
export const farmerMessageListSchema = paginated(farmerMessageSchema);
