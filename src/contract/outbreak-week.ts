import { CALLBACK_TIME_ZONE } from './callback-time-zone.ts';

/**
 * Outbreak weeks are named by their Monday, a Nairobi date (YYYY-MM-DD), as `outbreaks/?week=` takes
 * them. Free of schemas, so the staff map can step weeks without loading zod.
 */
const nairobiDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: CALLBACK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The week `at` falls in, on Nairobi's calendar. */
export function outbreakWeekOf(at: Date): string {
  const [year, month, day] = nairobiDate.format(at).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // getUTCDay: Sunday 0 … Saturday 6; a Sunday belongs to the week that began six days before.
  date.setUTCDate(day - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** The week `weeks` before (negative) or after a week. */
export function shiftWeek(week: string, weeks: number): string {
  const date = new Date(`${week}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + weeks * 7);
  return date.toISOString().slice(0, 10);
}

/** How many weeks `later` comes after `week` (negative when before). */
export function weeksBetween(week: string, later: string): number {
  const days = (Date.parse(`${later}T00:00:00Z`) - Date.parse(`${week}T00:00:00Z`)) / 86_400_000;
  return Math.round(days / 7);
}
