import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { CallbackStatus } from '../../../contract/callback.ts';
import type { PageQuery } from '../../../contract/pagination.ts';
import type { StaffRole } from '../../../contract/staff.ts';
import type { Db } from '../../db/database.ts';
import { pagedRows } from '../../db/paged-rows.ts';
import { callbackRequests, staffNotes } from '../../db/schema.ts';
import { visibleCallbacks } from './staff-access.ts';

/** One page of the queue a role may see, by slot, optionally of some statuses and one Nairobi day. */
export function pageQueue(
  db: Db,
  role: StaffRole,
  filters: { statuses: CallbackStatus[] | null; day: Date | null },
  query: PageQuery,
) {
  const { statuses, day } = filters;
  const where = and(
    visibleCallbacks(role),
    statuses ? inArray(callbackRequests.status, statuses) : undefined,
    day ? gte(callbackRequests.slotStart, day) : undefined,
    day ? lt(callbackRequests.slotStart, new Date(day.getTime() + 86_400_000)) : undefined,
  );
  return pagedRows(
    query,
    () => db.$count(callbackRequests, where),
    (limit, offset) =>
      db
        .select()
        .from(callbackRequests)
        .where(where)
        .orderBy(asc(callbackRequests.slotStart), asc(callbackRequests.createdAt))
        .limit(limit)
        .offset(offset),
  );
}

/** A booking the role may see, or undefined: a complaint is not there for an agronomist. */
export async function visibleCallback(db: Db, role: StaffRole, id: string) {
  const [row] = await db
    .select()
    .from(callbackRequests)
    .where(and(eq(callbackRequests.id, id), visibleCallbacks(role)));
  return row;
}

export async function setCallbackStatus(db: Db, id: string, status: CallbackStatus, now: Date) {
  const [row] = await db
    .update(callbackRequests)
    .set({ status, updatedAt: now })
    .where(eq(callbackRequests.id, id))
    .returning();
  return row!;
}

export async function insertStaffNote(db: Db, values: typeof staffNotes.$inferInsert) {
  const [row] = await db.insert(staffNotes).values(values).returning();
  return row!;
}
