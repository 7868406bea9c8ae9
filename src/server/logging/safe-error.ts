/**
 * What the logs may keep of an error: its kind, its message and stack without query parameters, and
 * the same for its cause. Drizzle writes every SQL parameter into its message ("params: …"), and a
 * PostgreSQL error's message and `detail` repeat the values; for a registration those are the phone
 * number and the password hash, so none of them ever reaches a log line (the SQLSTATE code stays).
 */
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
/** PostgreSQL quotes the offending value after a colon (`invalid input syntax for type integer: "…"`). */
const DATABASE_VALUE = /: [^\n]*/;

const isDatabaseError = (error: Error) => {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof severity === 'string' || (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code));
};

function scrub(text: unknown, database: boolean): string {
  if (typeof text !== 'string') return '';
  const withoutParams = text.replace(PARAMS_LINE, '\nparams: [redacted]');
  return database ? withoutParams.replace(DATABASE_VALUE, ': [redacted]') : withoutParams;
}

export interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  stack: string;
  cause?: SafeError;
}

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  const database = isDatabaseError(error);
  return {
    type: error.constructor.name,
    message: scrub(error.message, database),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    stack: scrub(error.stack, database),
    ...(error.cause !== undefined && depth < 3 ? { cause: safeError(error.cause, depth + 1) } : {}),
  };
}
