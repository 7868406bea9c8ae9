import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDate,
  formatDay,
  formatMoment,
  formatMonth,
  formatWeekdayDay,
} from '../../../src/language/day-format.ts';

/** Every date on screen goes through these: the active language's words, on Nairobi's clock. */
describe('dates in the reader’s language', () => {
  const at = '2026-11-24T06:30:00Z';

  it('words days, months and weekdays in Swahili, whatever the regional tag', () => {
    for (const language of ['sw', 'sw-KE']) {
      expect(formatDay(at, language)).toBe('24 Novemba 2026');
      expect(formatDate('2026-03-03', language)).toBe('3 Machi 2026');
      expect(formatMonth(3, language)).toBe('Machi');
      expect(formatWeekdayDay('2026-11-24', language)).toBe('Jumanne 24');
    }
  });

  it('words them in English for English, and for a language the app does not have', () => {
    expect(formatDay(at, 'en')).toBe('24 November 2026');
    expect(formatWeekdayDay('2026-11-24', 'en')).toBe('Tue 24');
    expect(formatMonth(12, undefined)).toBe('December');
  });

  it('tells times on Nairobi’s 24-hour clock, for staff lists and chat bubbles', () => {
    expect(formatMoment(at, 'sw')).toBe('24 Nov 2026, 09:30');
    expect(formatMoment(new Date(at), 'en')).toBe('24 Nov 2026, 09:30');
    expect(formatClock(Date.parse('2026-11-24T15:05:00Z'))).toBe('18:05');
    expect(formatClock('2026-11-24T21:30:00Z')).toBe('00:30');
    // The hand-made clock agrees with Intl's on Nairobi's zone, across a whole day.
    const intl = new Intl.DateTimeFormat('sw-KE', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Africa/Nairobi',
    });
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const instant = Date.parse('2026-03-29T00:00:00Z') + minute * 60_000;
      expect(formatClock(instant)).toBe(intl.format(instant));
    }
  });

  it('shows anything that is not a date as it came', () => {
    expect(formatDay('soon', 'sw')).toBe('soon');
  });
});
