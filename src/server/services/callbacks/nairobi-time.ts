import { CALLBACK_TIME_ZONE } from '../../../contract/callback.ts';
import { slotTimeFormat } from '../../../contract/slot-time.ts';

/**
 * Wall-clock arithmetic in Africa/Nairobi through Intl, not a fixed +03:00: the working hours are what
 * the agronomists' clocks say, whatever the server's own time zone is.
 */
const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CALLBACK_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export interface LocalDate {
  year: number;
  month: number;
  day: number;
  /** ISO weekday, 1 = Monday. */
  weekday: number;
  /** Minutes after local midnight. */
  minute: number;
  offsetMinutes: number;
}

export function inNairobi(at: Date): LocalDate {
  const parts = Object.fromEntries(partsFormat.formatToParts(at).map((part) => [part.type, part.value]));
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(parts.timeZoneName ?? '');
  const offsetMinutes = offset
    ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]))
    : 0;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? '') + 1,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
    offsetMinutes,
  };
}

/** The instant a Nairobi wall clock shows `minute` on that date. */
export function nairobiInstant(date: Pick<LocalDate, 'year' | 'month' | 'day'>, minute: number): Date {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, 0, minute);
  const guess = new Date(asUtc - inNairobi(new Date(asUtc)).offsetMinutes * 60_000);
  return new Date(asUtc - inNairobi(guess).offsetMinutes * 60_000);
}

export function nairobiDayKey(at: Date): string {
  const local = inNairobi(at);
  return `${local.year}-${String(local.month).padStart(2, '0')}-${String(local.day).padStart(2, '0')}`;
}

/** "Tue 24 Nov, 10:00" in the user's language, as the SMS and the chat say it. */
export function formatSlot(start: Date, language: string): string {
  return slotTimeFormat(language).format(start);
}
