import type { FastifyServerOptions } from 'fastify';
import { anonymiseIp } from './anonymise-ip.ts';
import { safeError } from './safe-error.ts';

interface SerializedRequest {
  method?: string;
  url?: string;
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
}

/**
 * Secrets by name, wherever a log call puts them one or two levels down: a log line never carries a
 * password, its hash, a token or a reset code, even when someone logs a whole body or row.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-upload-token"]',
  'req.headers["x-booking-token"]',
  ...['password', 'new_password', 'passwordHash', 'password_hash', 'refresh', 'access', 'token'].flatMap(
    (key) => [key, `*.${key}`, `*.*.${key}`],
  ),
  'params',
  '*.params',
];

/** Structured pino logs without personal data: anonymised IPs, no tokens, no query strings, no SQL values. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: REDACTED_PATHS,
    serializers: {
      err: safeError,
      req(request: SerializedRequest) {
        return {
          method: request.method,
          url: request.url?.split('?')[0],
          ip: anonymiseIp(request.ip),
          userAgent: request.headers?.['user-agent'],
        };
      },
    },
  };
}
