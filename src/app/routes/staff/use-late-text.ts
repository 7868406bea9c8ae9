import { useTranslation } from 'react-i18next';

/** How late a booking is, in the largest units that read naturally: "25 min", "2 h 5 min", "3 days". */
export function useLateText(): (minutes: number) => string {
  const { t } = useTranslation('staff');
  return (minutes) => {
    if (minutes < 60) return t('late.minutes', { count: minutes });
    if (minutes < 24 * 60) return t('late.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
    return t('late.days', { count: Math.floor(minutes / (24 * 60)) });
  };
}
