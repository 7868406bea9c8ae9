import { and, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { callbackRequests } from '../../db/schema.ts';

/** Open bookings of a farmer's account whose slot starts after `from` and no later than `to`. */
export function bookingsStartingBetween(db: Db, from: Date, to: Date) {
  return db
    .select({
      id: callbackRequests.id,
      userId: callbackRequests.userId,
      reference: callbackRequests.reference,
      language: callbackRequests.language,
      slotStart: callbackRequests.slotStart,
    })
    .from(callbackRequests)
    .where(
      and(
        isNotNull(callbackRequests.userId),
        inArray(callbackRequests.status, ['new', 'scheduled']),
        gt(callbackRequests.slotStart, from),
        lte(callbackRequests.slotStart, to),
      ),
    );
}
