import type { FastifyServerOptions } from 'fastify';
import { anonymiseIp } from './anonymise-ip.ts';

interface SerializedRequest {
  method: string;
  url: string;
  ip?: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Structured pino logs without personal data: anonymised IPs, no tokens, no query strings. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req(request: SerializedRequest) {
        return {
          method: request.method,
          url: request.url.split('?')[0],
          ip: anonymiseIp(request.ip),
          userAgent: request.headers['user-agent'],
        };
      },
    },
  };
}
