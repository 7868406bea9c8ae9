import { z } from 'zod';

/** A request-level error, as clients of DRF-style APIs expect: `{"detail": "…"}`. */
export const errorDetailSchema = z.object({
  detail: z.string(),
  /** Stable, language-independent reason, so clients can choose their own wording. */
  code: z.string().optional(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** Field errors: each field name maps to its messages; errors about the whole body use `non_field_errors`. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const NON_FIELD_ERRORS = 'non_field_errors';

/** The error answers every route may give, for the OpenAPI document. */
export const commonErrorResponses = {
  400: fieldErrorsSchema.or(errorDetailSchema),
  429: errorDetailSchema,
  500: errorDetailSchema,
} as const;
