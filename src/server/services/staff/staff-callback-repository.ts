import { and, asc, eq, gte, inArray, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CallbackStatus } from '../../../contract/callback.ts';
import type { PageQuery } from '../../../contract/pagination.ts';
import type { StaffRole } from '../../../contract/staff.ts';
import type { Db } from '../../db/database.ts';
import { pagedRows } from '../../db/paged-rows.ts';
import { callbackRequests, staffNotes } from '../../db/schema.ts';

/**
 * Complaints go to the grievance officer (SPEC §6) and only there; agronomists see everything else.
 * An admin sees both.
 */
export function visibleCallbacks(role: StaffRole): SQL | undefined {
  if (role === 'grievance_officer') return eq(callbackRequests.topic, 'complaint');
  if (role === 'staff') return ne(callbackRequests.topic, 'complaint');
  return undefined;
}

/**
 * Awaiting a call: not yet reached, or not answered with another try still to come. A booking closed after
 * MAX_UNANSWERED_CALLS unanswered calls has no next attempt, so it leaves the list.
 */
const awaitingCall: SQL = or(
  inArray(callbackRequests.status, ['new', 'scheduled']),
  and(eq(callbackRequests.status, 'no_answer'), isNotNull(callbackRequests.nextAttemptAt)),
)!;

/** When staff should act on a booking: the suggested retry after an unanswered call, else its slot. */
const dueAt = sql<Date>`coalesce(${callbackRequests.nextAttemptAt}, ${callbackRequests.slotStart})`;

/** Due before `end` (overdue ones included, as they are due before it too). */
const dueBefore = (end: Date) => and(awaitingCall, lt(dueAt, end));
const dueFrom = (start: Date) => and(awaitingCall, gte(dueAt, start));
/** Overdue: the whole slot (or retry window) passed without the call. */
const overdue = (now: Date, slotMinutes: number) => dueBefore(new Date(now.getTime() - slotMinutes * 60_000));

/**
 * Unanswered calls so far, counted beside each row of the queue. Spelled out with its table names:
 * Drizzle would write the booking's id unqualified, which inside the subquery means the attempt's own.
 */
export const unansweredCalls = sql<number>`(
  select count(*) from "call_attempts" attempt
  where attempt."callback_id" = "callback_requests"."id" and attempt."outcome" = 'no_answer'
)::int`;

export interface QueueFilters {
  statuses: CallbackStatus[] | null;
  day: Date | null;
  /** To-do bookings due before this instant (`due=today`) or from it on (`due=later`). */
  due: { before: Date } | { from: Date } | null;
}

/**
 * One page of the queue a role may see: by when each booking is due (a retry after an unanswered
 * call, else the slot), so overdue ones come first; optionally of some statuses and one Nairobi day.
 */
export function pageQueue(db: Db, role: StaffRole, filters: QueueFilters, query: PageQuery) {
  const { statuses, day, due } = filters;
  const where = and(
    visibleCallbacks(role),
    statuses ? inArray(callbackRequests.status, statuses) : undefined,
    day ? gte(callbackRequests.slotStart, day) : undefined,
    day ? lt(callbackRequests.slotStart, new Date(day.getTime() + 86_400_000)) : undefined,
    due && 'before' in due ? dueBefore(due.before) : undefined,
    due && 'from' in due ? dueFrom(due.from) : undefined,
  );
  return pagedRows(
    query,
    () => db.$count(callbackRequests, where),
    (limit, offset) =>
      db
        .select({ booking: callbackRequests, unanswered: unansweredCalls })
        .from(callbackRequests)
        .where(where)
        .orderBy(asc(dueAt), asc(callbackRequests.createdAt))
        .limit(limit)
        .offset(offset),
  );
}

/** How many to-do bookings the role sees are overdue, due later today, and due on a later day. */
export async function dueCounts(db: Db, role: StaffRole, now: Date, endOfToday: Date, slotMinutes: number) {
  const seen = visibleCallbacks(role);
  const late = await db.$count(callbackRequests, and(seen, overdue(now, slotMinutes)));
  const today = await db.$count(callbackRequests, and(seen, dueBefore(endOfToday)));
  const later = await db.$count(callbackRequests, and(seen, dueFrom(endOfToday)));
  return { overdue: late, today: today - late, later };
}

/** A booking the role may see, or undefined: a complaint is not there for an agronomist. */
export async function visibleCallback(db: Db, role: StaffRole, id: string) {
  const [row] = await db
    .select()
    .from(callbackRequests)
    .where(and(eq(callbackRequests.id, id), visibleCallbacks(role)));
  return row;
}

export async function insertStaffNote(db: Db, values: typeof staffNotes.$inferInsert) {
  const [row] = await db.insert(staffNotes).values(values).returning();
  return row!;
}

/** Staff notes on a booking, oldest first. */
export function notesOnBooking(db: Db, callbackId: string) {
  return db
    .select()
    .from(staffNotes)
    .where(and(eq(staffNotes.subjectKind, 'callback'), eq(staffNotes.subjectId, callbackId)))
    .orderBy(asc(staffNotes.createdAt));
}
