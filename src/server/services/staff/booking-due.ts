import { and, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { StaffQueueItem } from '../../../contract/staff.ts';
import { callbackRequests } from '../../db/schema.ts';
import { toCallback, type CallbackRow } from '../callbacks/callback-view.ts';

/**
 * Awaiting a call: not yet reached, or not answered with another try still to come. A booking closed after
 * {@link MAX_UNANSWERED_CALLS} unanswered calls has no next attempt, so it leaves the list.
 */
export const awaitingCall: SQL = or(
  inArray(callbackRequests.status, ['new', 'scheduled']),
  and(eq(callbackRequests.status, 'no_answer'), isNotNull(callbackRequests.nextAttemptAt)),
)!;

/** When staff should act on a booking: the suggested retry after an unanswered call, else its slot. */
export const dueAt = sql<Date>`coalesce(${callbackRequests.nextAttemptAt}, ${callbackRequests.slotStart})`;

/** Due before `end` (overdue ones included, as they are due before it too). */
export const dueBefore = (end: Date) => and(awaitingCall, lt(dueAt, end));
export const dueFrom = (start: Date) => and(awaitingCall, gte(dueAt, start));
/** Overdue: the whole slot (or retry window) passed without the call. */
export const overdue = (now: Date, slotMinutes: number) =>
  dueBefore(new Date(now.getTime() - slotMinutes * 60_000));

/**
 * Unanswered calls so far, counted beside each row of the queue. Spelled out with its table names:
 * Drizzle would write the booking's id unqualified, which inside the subquery means the attempt's own.
 */
export const unansweredCalls = sql<number>`(
  select count(*) from "call_attempts" attempt
  where attempt."callback_id" = "callback_requests"."id" and attempt."outcome" = 'no_answer'
)::int`;

const TO_DO = new Set(['new', 'scheduled', 'no_answer']);

/** The desk's fields for one booking, judged at `now`. */
export function dueFields(row: CallbackRow, unanswered: number, now: Date, slotMinutes: number) {
  const due = row.nextAttemptAt ?? row.slotStart;
  const closedUnreached = row.status === 'no_answer' && row.nextAttemptAt === null;
  const late = now.getTime() - (due.getTime() + slotMinutes * 60_000);
  return {
    due_at: due.toISOString(),
    overdue_minutes: TO_DO.has(row.status) && !closedUnreached && late > 0 ? Math.floor(late / 60_000) : null,
    unanswered_calls: unanswered,
    closed_unreached: closedUnreached,
  };
}

export function toQueueItem(
  row: CallbackRow,
  unanswered: number,
  now: Date,
  slotMinutes: number,
): StaffQueueItem {
  return { ...toCallback(row, slotMinutes), ...dueFields(row, unanswered, now, slotMinutes) };
}
