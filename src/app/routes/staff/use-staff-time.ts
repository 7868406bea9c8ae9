import { useTranslation } from 'react-i18next';
import { slotTimeFormat } from '../../../contract/slot-time.ts';

/** Slot times on the agronomists' own clock (Africa/Nairobi), in the page's language. */
export function useStaffTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = slotTimeFormat(i18n.language);
  return (iso) => format.format(new Date(iso));
}
