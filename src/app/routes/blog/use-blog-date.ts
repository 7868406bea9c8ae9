import { useTranslation } from 'react-i18next';

/** A post's date ("16 November 2026") in the page's language. */
export function useBlogDate(): (isoDate: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'sw' ? 'sw-KE' : 'en-KE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (isoDate) => format.format(new Date(`${isoDate}T00:00:00Z`));
}
