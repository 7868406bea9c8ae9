import type { FastifyReply, FastifyRequest } from 'fastify';
import { KIOSK_HEADER } from '../../contract/kiosk-header.ts';

/** Long enough for a chat to show a photo again while it is open, short against a shared phone. */
export const PHOTO_MAX_AGE_SECONDS = 300;

/**
 * A person's photo may sit in their own browser's cache for a few minutes, never in a shared one; on a
 * kiosk tablet (the app says so in its header) it is not stored at all: a day-long cache left the last
 * customer's photos for the next.
 */
export function cachePhotoPrivately(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const kiosk = request.headers[KIOSK_HEADER] === '1';
  return reply
    .header('cache-control', kiosk ? 'private, no-store' : `private, max-age=${PHOTO_MAX_AGE_SECONDS}`)
    .header('vary', KIOSK_HEADER);
}
