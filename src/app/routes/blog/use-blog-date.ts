import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../language/day-format.ts';

/** A post's date ("16 November 2026") in the page's language. */
export function useBlogDate(): (isoDate: string) => string {
  const { i18n } = useTranslation();
  return (isoDate) => formatDate(isoDate, i18n.resolvedLanguage);
}
