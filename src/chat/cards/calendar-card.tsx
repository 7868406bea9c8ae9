import './calendar-weather-cards.css';
import { useTranslation } from 'react-i18next';
import { upcomingTasks, type Calendar } from '../../contract/calendar.ts';
import { formatMonth } from '../../language/day-format.ts';
import { maturityText } from '../../conversation/cards/calendar-text.ts';
import { useText } from '../use-text.ts';
import { CalendarTimeline } from './calendar-timeline.tsx';
import { useSourceNames } from './use-source-names.ts';

/** A crop's calendar for a county: sowing windows, days to maturity, fertilizer, and the dated tasks. */
export function CalendarCard({ data }: { data: Calendar }) {
  const { t, i18n } = useTranslation('calendar');
  const month = (number: number) => formatMonth(number, i18n.language);
  const resolve = useText();
  const sourceNames = useSourceNames();
  // The institutions behind the data, each once; a source only the press stands behind is left out.
  const sources = [...new Set(data.sources.flatMap((source) => sourceNames(source, source)))];
  const next = new Set(upcomingTasks(data.timeline?.tasks ?? [], data.today, 2));
  return (
    <div className="card card--calendar">
      <p className="card__title">
        <span aria-hidden="true">🌱 </span>
        {t('card.title', { crop: data.crop, place: data.county.name })}
      </p>
      {data.general_guidance && <p className="card__flag">{t('card.general_guidance')}</p>}
      <p className="card__heading">{t('card.sowing')}</p>
      <dl className="calendar-seasons">
        {data.seasons.map((season) => (
          <div key={`${season.season}-${season.sow_months.start}`}>
            <dt>{t(`season.${season.season}`)}</dt>
            <dd>
              {t('card.months', { from: month(season.sow_months.start), to: month(season.sow_months.end) })}
              {' · '}
              {season.days_to_maturity
                ? t('card.days', { min: season.days_to_maturity.min, max: season.days_to_maturity.max })
                : resolve(maturityText(season.maturity_basis))}
              {season.general_guidance && <span className="card__mark"> {t('card.confirm_locally')}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <p className="card__heading">{t('card.fertilizer')}</p>
      {data.fertilizer.length === 0 ? (
        <p className="card__detail">{t('card.no_fertilizer')}</p>
      ) : (
        <ul className="card__list">
          {data.fertilizer.map((row, index) => (
            <li key={index}>
              {t(`card.fertilizer_${row.stage}`, { product: row.product, kg: row.kg_per_acre })}
              {row.option && ` (${t('card.option', { option: row.option })})`}
              {row.general_guidance && <span className="card__mark"> {t('card.confirm_locally')}</span>}
            </li>
          ))}
        </ul>
      )}
      {data.timeline && <CalendarTimeline tasks={data.timeline.tasks} next={next} />}
      <details className="card__sources">
        <summary>{t('card.sources')}</summary>
        <ul>
          {sources.map((source) => (
            <li key={source}>{source}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
