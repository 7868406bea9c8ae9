import type { z } from 'zod';
import { messageParams } from '../../contract/validation-messages.ts';

/**
 * Errors a route or service throws on purpose. They carry message keys, not prose: the central error
 * handler translates them into the caller's language (locales/<lng>/errors.json).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    /** Key under `errors:`; also sent as the stable `code`. */
    readonly code: string,
    readonly params: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

/**
 * Field errors, `{"field": ["message", …]}`; each message is a key under `errors:field.`, and `params`
 * holds the values a field's messages interpolate (e.g. `{ crop: { maximum: 40 } }`).
 */
export class FieldErrors extends Error {
  constructor(
    readonly fields: Record<string, string[]>,
    readonly statusCode = 400,
    readonly params: Record<string, Record<string, unknown>> = {},
  ) {
    super(Object.keys(fields).join(', '));
    this.name = 'FieldErrors';
  }
}

/**
 * A schema checked by hand (a PATCH merged with the stored row) answers like one Fastify checked:
 * each issue's message is already a key under `errors:field.`.
 */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]) {
  const fields: Record<string, string[]> = {};
  const params: Record<string, Record<string, unknown>> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    (fields[field] ??= []).push(issue.message);
    const bounds =
      'minimum' in issue ? { minimum: issue.minimum } : 'maximum' in issue ? { maximum: issue.maximum } : {};
    params[field] = { ...params[field], ...messageParams(bounds) };
  }
  return new FieldErrors(fields, 400, params);
}
