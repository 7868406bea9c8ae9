import './advice-card.css';
import { useTranslation } from 'react-i18next';
import type { AdviceCardData } from '../../conversation/cards/advice-card-data.ts';
import { AdviceControl, AdviceSafety } from './advice-control.tsx';
import { AdviceActNow, AdviceOverview, AdviceSources } from './advice-overview.tsx';
import { useLibraryEntry } from './use-library-entry.ts';

const SECTIONS = {
  overview: AdviceOverview,
  act_now: AdviceActNow,
  control: AdviceControl,
  safety: AdviceSafety,
  sources: AdviceSources,
};

/** One step of a library entry, in the language on screen; the words come from the library, not the transcript. */
export function AdviceCard({ data }: { data: AdviceCardData }) {
  const { t } = useTranslation('advice');
  const { entry, failed, retry } = useLibraryEntry(data.slug);
  if (!entry) {
    return (
      <div className="card card--advice" aria-busy={!failed}>
        <p className="card__detail">{failed ? t('card.failed') : t('card.loading')}</p>
        {failed && (
          <button type="button" className="advice-retry" onClick={retry}>
            {t('card.retry')}
          </button>
        )}
      </div>
    );
  }
  const Section = SECTIONS[data.section];
  return (
    <div className="card card--advice" data-testid={`advice-${data.section}`}>
      <Section entry={entry} />
      {entry.general_guidance && data.section !== 'safety' && (
        <p className="advice-caution">{t('card.general_guidance')}</p>
      )}
    </div>
  );
}
