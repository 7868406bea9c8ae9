import type { CallbackConfig } from '../../config/talk-config.ts';
import type { Slot } from '../../../contract/callback.ts';
import { inNairobi, nairobiDayKey, nairobiInstant } from './nairobi-time.ts';

const DAY_MS = 86_400_000;

/** Every slot start agronomists work in the booking window, soonest first (booked or not). */
export function slotStarts(config: CallbackConfig, now: Date): Date[] {
  const earliest = now.getTime() + config.leadMinutes * 60_000;
  const starts: Date[] = [];
  for (let offset = 0; offset <= config.daysAhead; offset += 1) {
    const local = inNairobi(new Date(now.getTime() + offset * DAY_MS));
    if (!config.workingDays.includes(local.weekday)) continue;
    for (let minute = config.openMinute; minute + config.slotMinutes <= config.closeMinute;) {
      const start = nairobiInstant(local, minute);
      if (start.getTime() >= earliest) starts.push(start);
      minute += config.slotMinutes;
    }
  }
  return starts;
}

export interface Bookings {
  /** Active bookings by slot start (epoch ms). */
  bySlot: Map<number, number>;
  /** Active bookings by Nairobi date (YYYY-MM-DD). */
  byDay: Map<string, number>;
}

export function countBookings(rows: { slotStart: Date }[]): Bookings {
  const bySlot = new Map<number, number>();
  const byDay = new Map<string, number>();
  for (const { slotStart } of rows) {
    bySlot.set(slotStart.getTime(), (bySlot.get(slotStart.getTime()) ?? 0) + 1);
    const day = nairobiDayKey(slotStart);
    byDay.set(day, (byDay.get(day) ?? 0) + 1);
  }
  return { bySlot, byDay };
}

/** The slots with room left: a slot is full at its capacity, and every slot of a day at the day's. */
export function openSlots(config: CallbackConfig, now: Date, bookings: Bookings): Slot[] {
  return slotStarts(config, now).flatMap((start) => {
    const inSlot = bookings.bySlot.get(start.getTime()) ?? 0;
    const inDay = bookings.byDay.get(nairobiDayKey(start)) ?? 0;
    const free = Math.min(config.perSlot - inSlot, config.perDay - inDay);
    if (free <= 0) return [];
    const end = new Date(start.getTime() + config.slotMinutes * 60_000);
    return [{ start: start.toISOString(), end: end.toISOString(), free }];
  });
}

/** The window `slotStarts` looks at, for fetching its bookings in one query. */
export function bookingWindow(config: CallbackConfig, now: Date): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() - DAY_MS),
    to: new Date(now.getTime() + (config.daysAhead + 2) * DAY_MS),
  };
}
