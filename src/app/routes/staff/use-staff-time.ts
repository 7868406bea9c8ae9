import { useTranslation } from 'react-i18next';
import { CALLBACK_TIME_ZONE } from '../../../contract/callback.ts';

/** Slot times on the agronomists' own clock (Africa/Nairobi), in the page's language. */
export function useStaffTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'sw' ? 'sw-KE' : 'en-KE', {
    timeZone: CALLBACK_TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (iso) => format.format(new Date(iso));
}
