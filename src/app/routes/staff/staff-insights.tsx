import './insights.css';
import { useTranslation } from 'react-i18next';
import { fetchInsights } from '../../../api/insights.ts';
import type { InsightsWeek } from '../../../contract/insights.ts';
import { localeTag } from '../../../language/day-format.ts';
import { InsightBars } from './insight-bars.tsx';
import { useKeyedLoad } from './use-keyed-load.ts';

/** Weeks on the dashboard, this one last. */
export const INSIGHT_WEEKS = 12;

const loadInsights = () => fetchInsights(INSIGHT_WEEKS);

type Figure = 'checks' | 'not_sure' | 'resolved' | 'taps' | 'english' | 'swahili' | 'callbacks' | 'community';

const FIGURES: { name: Figure; value: (week: InsightsWeek) => number | null; share?: boolean }[] = [
  { name: 'checks', value: (week) => week.checks },
  { name: 'not_sure', value: (week) => week.not_sure_share, share: true },
  { name: 'resolved', value: (week) => week.differential_resolved_share, share: true },
  { name: 'taps', value: (week) => week.median_taps_to_answer },
  { name: 'english', value: (week) => week.languages.en },
  { name: 'swahili', value: (week) => week.languages.sw },
  { name: 'callbacks', value: (week) => week.callbacks_booked },
  { name: 'community', value: (week) => week.community_answered_within_24h },
];

/**
 * /staff/insights (issue 32 §3): whether the product works, per week: checks, the share "not sure",
 * the share of those the differential resolved, median taps to the first answer, languages, callbacks
 * booked and Community questions answered within 24 hours. Small bars for the eye and one table with
 * every number, for screen readers and for copying. App figures count only people who chose "also
 * help us improve".
 */
export function StaffInsights() {
  const { t, i18n } = useTranslation('staff');
  const { value, failed } = useKeyedLoad('insights', loadInsights);
  const locale = localeTag(i18n.language);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  const weekName = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const shown = (figure: (typeof FIGURES)[number], week: InsightsWeek) => {
    const figureValue = figure.value(week);
    if (figureValue === null) return t('insights.none');
    if (figure.name === 'community')
      return t('insights.community_of', { answered: figureValue, asked: week.community_questions });
    return figure.share ? percent.format(figureValue) : number.format(figureValue);
  };

  return (
    <section className="insights" aria-labelledby="insights-title">
      <h2 id="insights-title">{t('insights.title')}</h2>
      <p className="staff-form__hint">{t('insights.sample')}</p>
      {failed && (
        <p className="form-error" role="alert">
          {t('insights.failed')}
        </p>
      )}
      {!value && !failed && <p role="status">{t('loading')}</p>}
      {value && (
        <>
          <div className="insights__charts">
            {FIGURES.map((figure) => (
              <InsightBars
                key={figure.name}
                values={value.weeks.map(figure.value)}
                label={t(`insights.figure.${figure.name}`)}
              />
            ))}
          </div>
          {/* Wider than a phone: it scrolls, so the keyboard can reach it. */}
          <div className="insights__table" role="region" aria-labelledby="insights-caption" tabIndex={0}>
            <table className="staff-table">
              <caption id="insights-caption">{t('insights.caption', { weeks: INSIGHT_WEEKS })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('insights.week')}</th>
                  {FIGURES.map((figure) => (
                    <th key={figure.name} scope="col">
                      {t(`insights.figure.${figure.name}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {value.weeks.map((week) => (
                  <tr key={week.week}>
                    <th scope="row">{weekName.format(new Date(`${week.week}T00:00:00Z`))}</th>
                    {FIGURES.map((figure) => (
                      <td key={figure.name}>{shown(figure, week)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
