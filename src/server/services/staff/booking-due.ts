import type { StaffQueueItem } from '../../../contract/staff.ts';
import { toCallback, type CallbackRow } from '../callbacks/callback-view.ts';

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
