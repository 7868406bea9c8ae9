import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { PageQuery } from '../../../contract/pagination.ts';
import type { Db } from '../../db/database.ts';
import { pagedRows } from '../../db/paged-rows.ts';
import { callbackRequests } from '../../db/schema.ts';

/** A booking by id, whoever made it: the caller decides who may see it. */
export async function callbackById(db: Db, id: string) {
  const [row] = await db.select().from(callbackRequests).where(eq(callbackRequests.id, id));
  return row;
}

/** One page of a farmer's bookings, the latest slot first. */
export function pageBookingsOf(db: Db, userId: string, query: PageQuery) {
  const mine = eq(callbackRequests.userId, userId);
  return pagedRows(
    query,
    () => db.$count(callbackRequests, mine),
    (limit, offset) =>
      db
        .select()
        .from(callbackRequests)
        .where(mine)
        .orderBy(desc(callbackRequests.slotStart))
        .limit(limit)
        .offset(offset),
  );
}

/** One advisory lock for all bookings: two people cannot both take the last place in a slot. */
const BOOKING_LOCK = 720_115;

/** Holds the booking lock until the transaction ends. */
export async function lockBookings(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK})`);
}

/** The slot of every booking not cancelled in [from, to), but for `exceptId`. */
export function bookedSlotsBetween(db: Db, from: Date, to: Date, exceptId?: string) {
  return db
    .select({ slotStart: callbackRequests.slotStart })
    .from(callbackRequests)
    .where(
      and(
        ne(callbackRequests.status, 'cancelled'),
        gte(callbackRequests.slotStart, from),
        lt(callbackRequests.slotStart, to),
        exceptId ? ne(callbackRequests.id, exceptId) : undefined,
      ),
    );
}

/** Stores a booking; null when its reference is taken (the caller draws another). */
export async function insertBookingUnlessReferenceTaken(
  db: Db,
  values: typeof callbackRequests.$inferInsert,
) {
  const [inserted] = await db.insert(callbackRequests).values(values).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Changes a booking and answers it as stored. */
export async function updateBooking(
  db: Db,
  id: string,
  changes: Partial<typeof callbackRequests.$inferInsert>,
) {
  const [updated] = await db
    .update(callbackRequests)
    .set(changes)
    .where(eq(callbackRequests.id, id))
    .returning();
  return updated!;
}
