import { useTranslation } from 'react-i18next';

interface StaffPagesProps {
  /** The list's page, as the API answered it: its links say whether a page lies before or after. */
  list: { previous: string | null; next: string | null };
  page: number;
  onPage: (page: number) => void;
}

/** "Previous" and "Next" under a staff list, each off where the list has no page that way. */
export function StaffPages({ list, page, onPage }: StaffPagesProps) {
  const { t } = useTranslation('staff');
  return (
    <div className="staff-queue__pages">
      <button type="button" className="button" disabled={!list.previous} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </button>
      <button type="button" className="button" disabled={!list.next} onClick={() => onPage(page + 1)}>
        {t('next')}
      </button>
    </div>
  );
}
