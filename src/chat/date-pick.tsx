import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../language/day-format.ts';
import { todayHere } from '../language/typed-date.ts';

/**
 * The phone's own calendar, next to the text box that also takes typed dates ("3/3", "tarehe 3 Machi"):
 * a picked day is sent at once, shown in the reader's language.
 */
export function DatePick({ onSend }: { onSend: (value: string, shown: string) => void }) {
  const { t, i18n } = useTranslation('calendar');
  const id = useId();
  const pick = (value: string) => {
    if (!value) return;
    onSend(value, formatDate(value, i18n.language));
  };
  return (
    <div className="date-pick">
      <label htmlFor={id}>{t('pick_date')}</label>
      <input id={id} type="date" max={todayHere()} onChange={(event) => pick(event.target.value)} />
    </div>
  );
}
