import { asc, desc, eq } from 'drizzle-orm';
import type { PageQuery } from '../../../contract/pagination.ts';
import type { Db } from '../../db/database.ts';
import { pagedRows } from '../../db/paged-rows.ts';
import { callbackRequests, farmerMessages } from '../../db/schema.ts';

/** One page of what staff answered a farmer, newest first, each with its booking's reference. */
export function pageFarmerMessages(db: Db, userId: string, query: PageQuery) {
  const mine = eq(farmerMessages.userId, userId);
  return pagedRows(
    query,
    () => db.$count(farmerMessages, mine),
    (limit, offset) =>
      db
        .select({ message: farmerMessages, reference: callbackRequests.reference })
        .from(farmerMessages)
        .leftJoin(callbackRequests, eq(callbackRequests.id, farmerMessages.callbackId))
        .where(mine)
        .orderBy(desc(farmerMessages.createdAt))
        .limit(limit)
        .offset(offset),
  );
}

export async function farmerMessageById(db: Db, id: string) {
  const [row] = await db.select().from(farmerMessages).where(eq(farmerMessages.id, id));
  return row;
}

/** A staff answer kept for the farmer's chat (the SMS goes through the outbox). */
export async function insertFarmerMessage(db: Db, values: typeof farmerMessages.$inferInsert) {
  const [row] = await db.insert(farmerMessages).values(values).returning();
  return row!;
}

/** The answers sent on a booking, oldest first. */
export function answersOnBooking(db: Db, callbackId: string) {
  return db
    .select()
    .from(farmerMessages)
    .where(eq(farmerMessages.callbackId, callbackId))
    .orderBy(asc(farmerMessages.createdAt));
}
