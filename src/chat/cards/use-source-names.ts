import { useTranslation } from 'react-i18next';
import { farmerSource } from '../../contract/farmer-source.ts';

/**
 * Who stands behind a citation, in the reader's language: the institutions it names, "everyday practice"
 * for what nobody wrote down, or a data manager's own words (`written`, in the reader's language). None
 * when only the press stands behind it: a farmer is never sent to a news site.
 */
export function useSourceNames(): (citation: string, written: string | null) => string[] {
  const { t } = useTranslation('common');
  return (citation, written) => {
    const source = farmerSource(citation);
    if (source === null) return [];
    if (source.kind === 'general_practice') return [t('source_by.general_practice')];
    if (source.kind === 'as_written') return written ? [written] : [];
    return source.institutions.map((institution) => t(`source_by.${institution}`));
  };
}
