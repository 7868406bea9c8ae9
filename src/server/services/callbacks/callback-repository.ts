import { desc, eq } from 'drizzle-orm';
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
