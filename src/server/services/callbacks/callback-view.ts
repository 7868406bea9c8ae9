import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Callback } from '../../../contract/callback.ts';
import type { callbackRequests } from '../../db/schema.ts';

export type CallbackRow = typeof callbackRequests.$inferSelect;

export function toCallback(row: CallbackRow, slotMinutes: number): Callback {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    phone_number: row.phone,
    channel: row.channel,
    language: row.language,
    topic: row.topic,
    slot: {
      start: row.slotStart.toISOString(),
      end: new Date(row.slotStart.getTime() + slotMinutes * 60_000).toISOString(),
    },
    status: row.status,
    case: row.caseData ?? null,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A booking token for an anonymous booker; only its hash is stored. */
export function newBookingToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The booker: the account that booked it, or whoever holds the token given at booking. */
export function isBooker(row: CallbackRow, userId: string | undefined, token: string | undefined): boolean {
  if (row.userId && userId === row.userId) return true;
  if (!row.tokenHash || !token) return false;
  const given = Buffer.from(hashToken(token), 'hex');
  return timingSafeEqual(given, Buffer.from(row.tokenHash, 'hex'));
}
