import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchOutbreakCounts } from '../../../api/outbreaks.ts';
import { shiftWeek } from '../../../contract/outbreak-week.ts';
import type { OutbreakBasis } from '../../../contract/outbreaks.ts';
import { localeTag } from '../../../language/day-format.ts';
import { useKeyedLoad } from './use-keyed-load.ts';

/** Weeks in a ward's history, ending with the week on the map. */
export const HISTORY_WEEKS = 8;

const BAR = 10;
const GAP = 4;
const HEIGHT = 48;

/**
 * A ward's confirmed (or likely) cases in the eight weeks up to the one on the map, as small bars. The bars are a
 * picture for the eye; the table under them (read by screen readers, and copied) holds the numbers.
 */
export function WardHistory({
  ward,
  name,
  week,
  condition,
  basis,
  counted,
}: {
  ward: string;
  name: string;
  week: string;
  /** One condition, or '' for every condition in `counted`. */
  condition: string;
  basis: OutbreakBasis;
  counted: (condition: string) => boolean;
}) {
  const { t, i18n } = useTranslation('staff');
  const load = useCallback(
    () =>
      Promise.all(
        Array.from({ length: HISTORY_WEEKS }, (_, index) => {
          const at = shiftWeek(week, index - HISTORY_WEEKS + 1);
          return fetchOutbreakCounts({
            week: at,
            condition: condition || undefined,
            level: 'ward',
            basis,
          }).then(({ results }) => ({
            week: at,
            cases: results
              .filter((row) => row.area_id === ward && counted(row.condition))
              .reduce((sum, row) => sum + row.cases, 0),
          }));
        }),
      ),
    [ward, week, condition, basis, counted],
  );
  const { value: weeks, failed } = useKeyedLoad(`${ward}|${week}|${condition}|${basis}`, load);
  const headingId = `ward-history-${ward}`;
  const short = new Intl.DateTimeFormat(localeTag(i18n.language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const weekName = (at: string) => short.format(new Date(`${at}T00:00:00Z`));

  return (
    <section className="ward-history" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('outbreaks.history.title', { ward: name, weeks: HISTORY_WEEKS })}</h3>
      {failed && (
        <p className="form-error" role="alert">
          {t('outbreaks.failed')}
        </p>
      )}
      {!weeks && !failed && <p role="status">{t('loading')}</p>}
      {weeks && (
        <>
          <svg
            className="ward-history__chart"
            viewBox={`0 0 ${HISTORY_WEEKS * (BAR + GAP)} ${HEIGHT + 10}`}
            aria-hidden="true"
            focusable="false"
          >
            {weeks.map((entry, index) => {
              const most = Math.max(1, ...weeks.map((other) => other.cases));
              const height = (entry.cases / most) * HEIGHT;
              return (
                <g key={entry.week}>
                  <rect
                    className={
                      entry.week === week ? 'ward-history__bar ward-history__bar--now' : 'ward-history__bar'
                    }
                    x={index * (BAR + GAP)}
                    y={HEIGHT + 10 - height}
                    width={BAR}
                    height={height}
                  />
                  <text x={index * (BAR + GAP) + BAR / 2} y={HEIGHT + 8 - height} textAnchor="middle">
                    {entry.cases}
                  </text>
                </g>
              );
            })}
          </svg>
          <table className="staff-table ward-history__table">
            <caption className="visually-hidden">
              {t('outbreaks.history.caption', { ward: name, context: basis })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('outbreaks.history.week')}</th>
                <th scope="col">{t('outbreaks.table.cases', { context: basis })}</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((entry) => (
                <tr key={entry.week}>
                  <th scope="row">{weekName(entry.week)}</th>
                  <td>{entry.cases}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
