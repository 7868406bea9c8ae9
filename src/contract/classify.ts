import { z } from 'zod';
import './validation-messages.ts';

/**
 * `classify/image/` and `classify/task-status/` (SPEC §7): a photo goes in with the metadata the privacy
 * notice lists (SPEC §3), a task id comes back at once, and the task is polled until the classifier is done.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 40_000_000;
/** Anonymous uploaders keep this token and send it back, so only they can read their tasks. */
export const UPLOAD_TOKEN_HEADER = 'x-upload-token';
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const imageSources = ['camera', 'upload'] as const;
export const networkTypes = ['3g', '4g', 'wifi', 'unknown'] as const;

const optionalNumber = (min: number, max: number) => z.coerce.number().min(min).max(max).optional();

/** The multipart text fields beside `image`; all optional, empty fields count as absent. */
export const uploadMetadataSchema = z.object({
  /**
   * The crop the farmer named (e.g. `maize`). When the model knows it, the result's predictions are that
   * crop's classes (and not-a-plant), renormalised; a photo that looks strongly like another crop comes
   * back `not_sure` with that crop's classes first.
   */
  crop: z.string().trim().min(1).max(40).optional(),
  latitude: optionalNumber(-90, 90),
  longitude: optionalNumber(-180, 180),
  altitude: optionalNumber(-500, 9000),
  taken_at: z.iso.datetime({ offset: true }).optional(),
  image_source: z.enum(imageSources).optional(),
  /** ISO 3166-1 alpha-2 country code of the device's locale, e.g. KE. */
  locale: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((code) => code.toUpperCase())
    .optional(),
  network_type: z.enum(networkTypes).optional(),
  network_provider: z.string().trim().min(1).max(40).optional(),
});
export type UploadMetadata = z.infer<typeof uploadMetadataSchema>;

export const taskStatuses = ['pending', 'running', 'succeeded', 'failed'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

export const verdicts = ['confident', 'not_sure', 'not_a_plant'] as const;
export type Verdict = (typeof verdicts)[number];

export const predictionSchema = z.object({
  label: z.string(),
  crop: z.string(),
  condition: z.string(),
  confidence: z.number().min(0).max(1),
});
export type Prediction = z.infer<typeof predictionSchema>;

/**
 * Where the differential diagnosis starts when the photo alone cannot tell (issue 30): every condition
 * of the most likely crop with the model's probability, and whether the photo is far from anything the
 * model learnt (its probabilities then count for less). The top three predictions alone miss the true
 * condition on about four in ten photos from an unfamiliar source.
 */
export const differentialStartSchema = z.object({
  candidates: z.array(predictionSchema).max(16),
  unfamiliar: z.boolean(),
});
export type DifferentialStart = z.infer<typeof differentialStartSchema>;

export const classifyResultSchema = z.object({
  verdict: z.enum(verdicts),
  predictions: z.array(predictionSchema),
  model_version: z.string(),
  /** Null for results kept from before it existed; a host that does not give it is still understood. */
  differential: differentialStartSchema.nullable().optional(),
  first_diagnosis_id: z.uuid(),
});
export type ClassifyResult = z.infer<typeof classifyResultSchema>;

export const uploadAnswerSchema = z.object({
  task_id: z.uuid(),
  status: z.enum(taskStatuses),
  /** Given to anonymous uploaders only, once; send it back in the X-Upload-Token header. */
  upload_token: z.string().optional(),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

export const taskStatusSchema = z.object({
  task_id: z.uuid(),
  status: z.enum(taskStatuses),
  /** The stored photo, for attaching it to a saved diagnosis. */
  image_id: z.uuid(),
  /** Why a task failed, as a stable code (e.g. `unreadable_image`, `classifier_failed`). */
  reason: z.string().nullable(),
  result: classifyResultSchema.nullable(),
});
export type TaskStatusAnswer = z.infer<typeof taskStatusSchema>;

export const taskQuerySchema = z.object({ task_id: z.uuid() });
/**
 * The 200 of a photo endpoint in the OpenAPI document: the stored JPEG (metadata stripped). The bytes
 * are sent as they are, never through a JSON serializer.
 */
export const photoFileResponse = {
  description: 'The photo: JPEG, without metadata',
  content: { 'image/jpeg': { schema: z.file() } },
};

export const taskParamsSchema = z.object({ id: z.uuid() });
