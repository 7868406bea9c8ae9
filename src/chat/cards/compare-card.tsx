import './differential-card.css';
import { useTranslation } from 'react-i18next';
import type { CompareCardData } from '../../conversation/cards/differential-card-data.ts';
import { AdviceList } from './advice-overview.tsx';
import { SourcesLink } from './sources-link.tsx';

/**
 * The differential's pictures: the likely conditions side by side, numbered as the buttons below them
 * are, to pick the one that looks like the farmer's plant; or, when the answers left two close, those
 * two with steps that are safe for both. Words, never percentages.
 */
export function CompareCard({ data }: { data: CompareCardData }) {
  const { t } = useTranslation('diagnosis');
  const unclear = data.purpose === 'unclear';
  const name = (label: string) => t(`condition.${label}` as 'condition.any__not_a_plant');
  return (
    <div className="card card--compare" data-testid="compare-card" data-purpose={data.purpose}>
      <p className="card__title">
        {t(unclear ? 'differential.unclear_title' : 'differential.compare_title')}
      </p>
      <ol className="compare-card__pictures">
        {data.candidates.map((candidate, index) => (
          <li key={candidate.label}>
            <figure className="compare-card__picture">
              {candidate.src && (
                <img
                  src={candidate.src}
                  alt={t('result.reference_alt', { name: name(candidate.label) })}
                  width={160}
                  height={160}
                  loading="lazy"
                />
              )}
              <figcaption className="compare-card__name">
                {candidate.wording
                  ? t(`differential.${candidate.wording}`, { name: name(candidate.label) })
                  : `${index + 1}. ${name(candidate.label)}`}
              </figcaption>
            </figure>
          </li>
        ))}
      </ol>
      {unclear && (
        <AdviceList
          title={t('differential.act_now')}
          lines={data.steps.map((step) =>
            t(`differential.steps.${step}` as 'differential.steps.no_spray_yet'),
          )}
        />
      )}
      <SourcesLink />
    </div>
  );
}
