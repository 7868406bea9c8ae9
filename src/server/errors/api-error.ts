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
