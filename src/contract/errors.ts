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

/**
 * What the server answers before a route's own code runs, so any operation may answer it; the OpenAPI
 * document adds these to every operation (each route's own description of a status wins).
 */
export const frameworkErrorResponses = {
  400: fieldErrorsSchema
    .or(errorDetailSchema)
    .describe('The request could not be read (`malformed_request`) or a field is invalid'),
  408: errorDetailSchema.describe('The request did not arrive in full within two minutes (`timeout`)'),
  414: errorDetailSchema.describe('The address is longer than 8 KB (`uri_too_long`)'),
  429: errorDetailSchema.describe('Too many requests; `Retry-After` says when to try again (`rate_limited`)'),
  431: errorDetailSchema.describe('The request headers are larger than 16 KB (`headers_too_large`)'),
  500: errorDetailSchema.describe('Something failed on our side (`server_error`)'),
} as const;

/** Every request that carries a bearer token may be refused for it, whatever the operation. */
export const bearerErrorResponses = {
  401: errorDetailSchema.describe('The bearer token is not valid or has expired (`token_not_valid`)'),
  403: errorDetailSchema.describe('The account is suspended (`account_suspended`)'),
} as const;

/** Every operation that reads a body may find it too large or of a type it does not take. */
export const bodyErrorResponses = {
  413: errorDetailSchema.describe('The body is larger than this operation takes (`payload_too_large`)'),
  415: errorDetailSchema.describe(
    'The body is not JSON (or multipart, where a file is sent) (`unsupported_media_type`)',
  ),
} as const;
