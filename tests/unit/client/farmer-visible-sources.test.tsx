import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CalendarCard } from '../../../src/chat/cards/calendar-card.tsx';
import { FertilizerCard } from '../../../src/chat/cards/fertilizer-card.tsx';
import { CALENDAR_CROPS, type Calendar } from '../../../src/contract/calendar.ts';
import { chooseFertilizer } from '../../../src/server/agronomy/fertilizer-choice.ts';
import { shippedRecommendations } from '../../../src/server/agronomy/fertilizer-data.ts';
import { calendarRows, countyFacts } from '../../../src/server/calendar/calendar-data.ts';
import { cropCalendar } from '../../../src/server/calendar/crop-calendar.ts';
import { toNutrient } from '../../../src/server/services/agronomy/nutrient-advice.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

/** Every web address the data cites that is not a government's or a research body's: the press. */
const citations = [
  ...calendarRows().map((row) => row.source),
  ...shippedRecommendations().map((row) => row.source),
];
const PRESS_SITES = [
  ...new Set(citations.flatMap((citation) => citation.match(/[a-z0-9-]+\.(co\.ke|com|net|ai)\b/gi) ?? [])),
];
const PRESS = new RegExp(
  `https?:|www\\.|farmbiz|${PRESS_SITES.map((site) => site.replace(/\./g, '\\.')).join('|')}`,
  'i',
);

/** One calendar per set of sources it shows: every crop the calendar knows, in every county. */
function calendars(): Calendar[] {
  const bySources = new Map<string, Calendar>();
  for (const crop of CALENDAR_CROPS) {
    for (const county of countyFacts()) {
      const calendar = cropCalendar({ crop, countyId: county.id, today: '2026-11-28' })!;
      bySources.set(calendar.sources.join('\n'), calendar);
    }
  }
  return [...bySources.values()];
}

/** Every recommendation the fertilizer answer can give: for each crop, in every county and with no place. */
function answeredRows() {
  const table = shippedRecommendations();
  const chosen = new Map<string, (typeof table)[number]>();
  for (const crop of new Set(table.map((row) => row.crop))) {
    const rows = table.filter((row) => row.crop === crop);
    for (const countyId of [null, ...countyFacts().map((county) => county.id)]) {
      for (const row of chooseFertilizer(rows, { countyId }).rows) chosen.set(row.id, row);
    }
  }
  return [...chosen.values()].map((row) => toNutrient(row, 1));
}

beforeAll(async () => {
  await setupTestI18n('en');
});
afterEach(cleanup);

describe('the sources a farmer is shown (issue 33 §3)', () => {
  it('are cited in the data from the press too, so the check below has something to catch', () => {
    expect(PRESS_SITES).toEqual(expect.arrayContaining(['news9.co.ke', 'agcenture.com', 'the-star.co.ke']));
  });

  it.each(['en', 'sw'])(
    'are institutions, never a news site, on the calendar cards (%s)',
    async (language) => {
      await i18next.changeLanguage(language);
      const institutions = Object.values(i18next.getResourceBundle(language, 'common').source_by as object);
      for (const calendar of calendars()) {
        const { container } = render(<CalendarCard data={calendar} />);
        expect(container.textContent).not.toMatch(PRESS);
        const shown = [...container.querySelectorAll('.card__sources li')].map((item) => item.textContent);
        for (const source of shown) expect(institutions).toContain(source);
        cleanup();
      }
    },
  );

  it.each(['en', 'sw'])(
    'are institutions, never a news site, on the fertilizer answers (%s)',
    async (language) => {
      await i18next.changeLanguage(language);
      const rows = answeredRows();
      // The press-only rows of the table (news9.co.ke's "rule of thumb") are never answered.
      expect(rows.some((row) => /news9/.test(row.source))).toBe(false);
      const { container } = render(
        <FertilizerCard
          data={{ crop: 'maize', stage: 'planting', farm: null, acres: 1, scope: 'local', rows }}
        />,
      );
      expect(container.textContent).not.toMatch(PRESS);
      expect(container.textContent).toMatch(
        language === 'en' ? /Source: Ministry of Agriculture/ : /Chanzo: Wizara ya Kilimo/,
      );
    },
  );
});
