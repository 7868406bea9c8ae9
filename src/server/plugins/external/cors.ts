import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import { BOOKING_TOKEN_HEADER } from '../../../contract/callback.ts';
import { IDEMPOTENCY_HEADER, UPLOAD_TOKEN_HEADER } from '../../../contract/classify.ts';
import { KIOSK_HEADER } from '../../../contract/kiosk-header.ts';

/**
 * Same-origin by default; other origins only when listed in CORS_ORIGINS. An anonymous user proves
 * ownership of their photos and bookings with the upload and booking tokens, so a client on an allowed
 * origin must be able to send those headers, and a kiosk tablet its marker; `retry-after` is exposed
 * for its "try again in" message.
 * @see https://github.com/fastify/fastify-cors
 */
export default fp(
  async (app: FastifyInstance, options: { origins: string[] }) => {
    await app.register(cors, {
      origin: options.origins.length > 0 ? options.origins : false,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: [
        'authorization',
        'content-type',
        'accept-language',
        IDEMPOTENCY_HEADER,
        UPLOAD_TOKEN_HEADER,
        BOOKING_TOKEN_HEADER,
        KIOSK_HEADER,
      ],
      exposedHeaders: ['retry-after', 'etag'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
