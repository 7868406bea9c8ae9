import { useTranslation } from 'react-i18next';
import { shiftWeek } from '../../../contract/outbreak-week.ts';
import { formatDate } from '../../../language/day-format.ts';

/** One week back or on (never past the current one), with the week's Monday in words between. */
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
  return (
    <div className="outbreak-week" role="group" aria-label={t('outbreaks.week.label')}>
      <button type="button" className="button" onClick={() => onChange(shiftWeek(week, -1))}>
        {t('outbreaks.week.previous')}
      </button>
      <p aria-live="polite" data-testid="outbreak-week">
        {t('outbreaks.week.of', { date: formatDate(week, i18n.language) })}
      </p>
      <button
        type="button"
        className="button"
        disabled={week >= latest}
        onClick={() => onChange(shiftWeek(week, 1))}
      >
        {t('outbreaks.week.next')}
      </button>
    </div>
  );
}
