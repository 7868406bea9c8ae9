// Plant checks are made and read in Kenya: the day is Nairobi's, whatever the phone's clock says.
const TIME_ZONE = 'Africa/Nairobi';

/**
 * A day as the reader's language writes it ("25 November 2026", "25 Novemba 2026"), for i18next's
 * `{{date, day}}`. The transcript keeps the instant, not the words, so a day reads right after the
 * language is changed. Anything that is not a date is shown as it came.
 */
export function formatDay(value: unknown, language: string | undefined): string {
  const instant = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : NaN;
  if (Number.isNaN(instant)) return String(value);
  return new Intl.DateTimeFormat(language === 'sw' ? 'sw-KE' : 'en-KE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(instant);
}
