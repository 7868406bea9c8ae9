// Plant checks are made and read in Kenya: the day is Nairobi's, whatever the phone's clock says.
const TIME_ZONE = 'Africa/Nairobi';

/**
 * The locale Intl words a language with: Kenyan Swahili or Kenyan English. Every date, month and
 * weekday on screen goes through here, so none is left in the phone's own language.
 */
export const localeTag = (language: string | undefined) => (language?.startsWith('sw') ? 'sw-KE' : 'en-KE');

type Instant = Date | number | string;
const instantOf = (value: unknown) =>
  value instanceof Date
    ? value.getTime()
    : typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? Date.parse(value)
        : NaN;

/**
 * A day as the reader's language writes it ("25 November 2026", "25 Novemba 2026"), for i18next's
 * `{{date, day}}`. The transcript keeps the instant, not the words, so a day reads right after the
 * language is changed. Anything that is not a date is shown as it came.
 */
export function formatDay(value: unknown, language: string | undefined): string {
  const instant = instantOf(value);
  if (Number.isNaN(instant)) return String(value);
  return new Intl.DateTimeFormat(localeTag(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(instant);
}

/** A calendar date (YYYY-MM-DD, a day with no clock) in words: "3 Machi 2026", "3 March 2026". */
export const formatDate = (isoDate: string, language: string | undefined) =>
  formatDay(Date.parse(`${isoDate}T12:00:00Z`), language);

/** When something happened, for staff lists: "24 Nov 2026, 09:30" on Nairobi's 24-hour clock. */
export function formatMoment(value: Instant, language: string | undefined): string {
  return new Intl.DateTimeFormat(localeTag(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
  }).format(instantOf(value));
}

/** Nairobi keeps UTC+3 all year (no summer time). */
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * The time of day a chat message was sent, on Nairobi's 24-hour clock: "09:30", written the same in
 * English and Kiswahili. Worked out by hand: every message shows one, and Intl's first time-zone
 * lookup costs a slow phone tens of milliseconds in the middle of drawing the first screen.
 */
export function formatClock(value: Instant): string {
  const nairobi = new Date(instantOf(value) + NAIROBI_OFFSET_MS);
  return [nairobi.getUTCHours(), nairobi.getUTCMinutes()]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
}

/** A month's name by its number (1–12): "Machi", "March". */
export function formatMonth(month: number, language: string | undefined): string {
  return new Intl.DateTimeFormat(localeTag(language), { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2026, month - 1, 15),
  );
}

/** A calendar date (YYYY-MM-DD) as a weekday and day, for a week's table: "Jumanne 24", "Tue 24". */
export function formatWeekdayDay(isoDate: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(localeTag(language), {
    weekday: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${isoDate}T00:00:00Z`));
}
