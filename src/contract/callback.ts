import { z } from 'zod';
import { nameSchema } from './accounts.ts';
import { differentialRecordSchema } from './differential.ts';
import { paginated } from './pagination.ts';
import { kenyanPhoneSchema } from './phone-number.ts';
import './validation-messages.ts';

export const CALLBACK_CHANNELS = ['call', 'sms'] as const;
export const CALLBACK_TOPICS = ['crop_problem', 'product', 'complaint', 'other'] as const;
export const CALLBACK_LANGUAGES = ['en', 'sw'] as const;
export const CALLBACK_STATUSES = [
  'new',
  'scheduled',
  'called',
  'no_answer',
  'resolved',
  'cancelled',
] as const;
export type CallbackStatus = (typeof CALLBACK_STATUSES)[number];
export { CALLBACK_TIME_ZONE } from './callback-time-zone.ts';
/** The header that proves an anonymous booking is yours (the token answered once at booking). */
export const BOOKING_TOKEN_HEADER = 'x-booking-token';

/**
 * The case a diagnosis hands to the callback flow (flow input `{ case: CallbackCase }`) and that
 * staff see with the booking: the diagnosis ids, photos, the first diagnosis, crop and place.
 */
export const callbackCaseSchema = z.object({
  diagnosis_id: z.uuid().optional(),
  first_diagnosis_ids: z.array(z.uuid()).max(10).optional(),
  /**
   * The booker's own uploaded photos, by id (the server checks each is theirs). Never a URL or path:
   * staff clients build the address from the booking and the id, so no stored string can send a staff
   * token anywhere else.
   */
  photo_ids: z.array(z.uuid()).max(5).optional(),
  /** The automated result as the farmer saw it. */
  finding: z
    .object({
      label: z.string().trim().min(1).max(120),
      confidence: z.number().min(0).max(1),
      unsure: z.boolean(),
    })
    .optional(),
  crop: z.string().trim().min(1).max(60).optional(),
  place: z
    .object({
      county_id: z
        .string()
        .regex(/^\d{3}$/)
        .optional(),
      name: z.string().trim().min(1).max(120).optional(),
      latitude: z.number().min(-90).max(90).optional(),
      longitude: z.number().min(-180).max(180).optional(),
    })
    .optional(),
  note: z.string().trim().max(1000).optional(),
  /** The farmer's picture pick and answers to the sign questions, when the photo alone could not tell. */
  differential: differentialRecordSchema.optional(),
});
export type CallbackCase = z.infer<typeof callbackCaseSchema>;

export const callbackCreateSchema = z.object({
  name: nameSchema,
  phone_number: kenyanPhoneSchema,
  channel: z.enum(CALLBACK_CHANNELS),
  language: z.enum(CALLBACK_LANGUAGES),
  topic: z.enum(CALLBACK_TOPICS),
  /** The start of one of the offered slots (callback/slots/), ISO 8601. */
  slot: z.iso.datetime({ offset: true }),
  case: callbackCaseSchema.nullish(),
  note: z.string().trim().max(1000).nullish(),
});
export type CallbackCreate = z.input<typeof callbackCreateSchema>;

export const callbackMoveSchema = z.object({ slot: z.iso.datetime({ offset: true }) });

export const callbackSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  name: z.string(),
  phone_number: z.string(),
  channel: z.enum(CALLBACK_CHANNELS),
  language: z.enum(CALLBACK_LANGUAGES),
  topic: z.enum(CALLBACK_TOPICS),
  slot: z.object({ start: z.string(), end: z.string() }),
  status: z.enum(CALLBACK_STATUSES),
  case: callbackCaseSchema.nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type Callback = z.infer<typeof callbackSchema>;

/** Answered once, at booking: `token` is how an anonymous booker reads, moves or cancels it later. */
export const callbackCreatedSchema = callbackSchema.extend({ token: z.string().nullable() });
export type CallbackCreated = z.infer<typeof callbackCreatedSchema>;

export const callbackListSchema = paginated(callbackSchema);

export const slotSchema = z.object({ start: z.string(), end: z.string(), free: z.number().int().min(0) });
export type Slot = z.infer<typeof slotSchema>;
export const slotListSchema = z.object({ time_zone: z.string(), slots: z.array(slotSchema) });
export type SlotList = z.infer<typeof slotListSchema>;

export const callbackIdParamsSchema = z.object({ id: z.uuid() });
