import { useTranslation } from 'react-i18next';
import { shiftWeek, weeksBetween } from '../../../contract/outbreak-week.ts';
import { formatDate } from '../../../language/day-format.ts';

/** The slider's reach: a year of weeks back from the current one (further by the buttons). */
const SLIDER_WEEKS = 52;

/**
 * One week back or on (never past the current one), with the week's Monday in words between, and a
 * slider across the last year for moving far at once; a screen reader hears the week, not a number.
 */
export function OutbreakWeekPicker({
  week,
  latest,
  onChange,
}: {
  week: string;
  /** The current week: there are no counts after it. */
  latest: string;
  onChange: (week: string) => void;
}) {
  const { t, i18n } = useTranslation('staff');
  const back = weeksBetween(week, latest);
  const weekWords = t('outbreaks.week.of', { date: formatDate(week, i18n.language) });
  return (
    <div className="outbreak-week" role="group" aria-label={t('outbreaks.week.label')}>
      <button type="button" className="button" onClick={() => onChange(shiftWeek(week, -1))}>
        {t('outbreaks.week.previous')}
      </button>
      <p aria-live="polite" data-testid="outbreak-week">
        {weekWords}
      </p>
      <button
        type="button"
        className="button"
        disabled={week >= latest}
        onClick={() => onChange(shiftWeek(week, 1))}
      >
        {t('outbreaks.week.next')}
      </button>
      <input
        type="range"
        className="outbreak-week__slider"
        min={-Math.max(SLIDER_WEEKS, back)}
        max={0}
        step={1}
        value={-back}
        aria-label={t('outbreaks.week.slider')}
        aria-valuetext={weekWords}
        onChange={(event) => onChange(shiftWeek(latest, Number(event.target.value)))}
      />
    </div>
  );
}
