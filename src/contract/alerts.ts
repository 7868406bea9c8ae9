import { z } from 'zod';
import './validation-messages.ts';

/** A condition as the classifier and the reviews name it, e.g. `maize__fall_armyworm`. */
const conditionSchema = z.string().regex(/^[a-z]+__[a-z_]+$/, { error: 'invalid_choice' });

/** Without an agronomist's own threshold: 3 distinct farms within 14 days (issue 32 §2). */
export const ALERT_DEFAULT_THRESHOLD = { farms: 3, days: 14 } as const;

export const alertThresholdUpdateSchema = z.object({
  farms: z.number().int().min(1).max(100),
  days: z.number().int().min(1).max(90),
});
export type AlertThresholdUpdate = z.infer<typeof alertThresholdUpdateSchema>;

export const alertThresholdSchema = alertThresholdUpdateSchema.extend({ condition: z.string() });
export type AlertThreshold = z.infer<typeof alertThresholdSchema>;

/** `staff/alerts/thresholds/`: the default and each condition an agronomist set apart. */
export const alertThresholdsSchema = z.object({
  default: alertThresholdUpdateSchema,
  conditions: z.array(alertThresholdSchema),
});
export type AlertThresholds = z.infer<typeof alertThresholdsSchema>;

export const alertConditionParamsSchema = z.object({ condition: conditionSchema });

export const ALERT_DRAFT_STATUSES = ['draft', 'approved', 'dropped'] as const;
export type AlertDraftStatus = (typeof ALERT_DRAFT_STATUSES)[number];

export const alertDraftSchema = z.object({
  id: z.uuid(),
  condition: z.string(),
  ward_id: z.string(),
  ward_name: z.string(),
  /** The Monday (Nairobi) of the week it was drafted in: one draft per condition, ward and week. */
  week: z.string(),
  /** Distinct farms with a confirmed case when it was drafted. */
  farms: z.number().int(),
  status: z.enum(ALERT_DRAFT_STATUSES),
  /** What the farmers will read: the ward, the condition, what to look for and what to do today. */
  text_en: z.string(),
  text_sw: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type AlertDraft = z.infer<typeof alertDraftSchema>;

/** One alert on its own page (`staff/alerts/drafts/{id}/`): and whom approving it would reach. */
export const alertDraftDetailSchema = alertDraftSchema.extend({
  /** Farmers of the ward and its neighbours who have not turned outbreak alerts off. */
  recipients: z.number().int(),
});
export type AlertDraftDetail = z.infer<typeof alertDraftDetailSchema>;

export const alertDraftQuerySchema = z.object({
  status: z.enum(ALERT_DRAFT_STATUSES).default('draft'),
});

export const alertDraftListSchema = z.object({ results: z.array(alertDraftSchema) });
export type AlertDraftList = z.infer<typeof alertDraftListSchema>;

export const alertDraftParamsSchema = z.object({ id: z.uuid() });

/** An agronomist's edit of a draft's text; an alert already approved or dropped is not edited. */
export const alertDraftUpdateSchema = z
  .object({
    text_en: z.string().trim().min(10).max(600),
    text_sw: z.string().trim().min(10).max(600),
  })
  .partial();
export type AlertDraftUpdate = z.infer<typeof alertDraftUpdateSchema>;
