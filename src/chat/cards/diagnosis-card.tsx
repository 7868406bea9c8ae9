import './diagnosis-card.css';
import { useTranslation } from 'react-i18next';
import type { DiagnosisCandidate, DiagnosisCardData } from '../../conversation/cards/diagnosis-card-data.ts';
import { AdviceList } from './advice-overview.tsx';
import { SourcesLink } from './sources-link.tsx';

function ReferencePhoto({ candidate, caption }: { candidate: DiagnosisCandidate; caption: string }) {
  const { t } = useTranslation('diagnosis');
  if (!candidate.photo) return null;
  const name = t(`condition.${candidate.label}` as 'condition.any__not_a_plant');
  return (
    <figure className="diagnosis-card__figure">
      <img
        src={candidate.photo.src}
        alt={t('result.reference_alt', { name })}
        width={160}
        height={160}
        loading="lazy"
      />
      <figcaption className="diagnosis-card__caption">{caption}</figcaption>
    </figure>
  );
}

/** The one sentence a farmer can act on; it comes first, so read-aloud starts with it too. */
function verdictSentence(data: DiagnosisCardData, lead: DiagnosisCandidate | undefined, name: string) {
  if (data.verdict === 'confident' && lead) return { key: `result.sentence_${lead.wording}`, name };
  return { key: `result.sentence_${data.verdict === 'not_a_plant' ? 'not_a_plant' : 'not_sure'}`, name };
}

/**
 * The answer to a plant check in plain words: one sentence ("very likely" only when the calibrated
 * confidence earns it, "not sure" said as it is), the closest reference photo large enough to compare
 * with, safe steps for today when it is not sure, and the other candidates under "more details" — in
 * words, never percentages, model builds or licences (those are one "Sources" link away).
 */
export function DiagnosisCard({ data }: { data: DiagnosisCardData }) {
  const { t } = useTranslation('diagnosis');
  const [lead, ...others] = data.candidates;
  const leadName = lead ? t(`condition.${lead.label}` as 'condition.any__not_a_plant') : '';
  const sentence = verdictSentence(data, lead, leadName);
  return (
    <div className="card card--diagnosis" data-testid="diagnosis-card" data-verdict={data.verdict}>
      <p className="card__title diagnosis-card__sentence" data-testid="diagnosis-sentence">
        {t(sentence.key as 'result.sentence_not_sure', { name: sentence.name })}
      </p>
      {lead && (
        <ReferencePhoto
          candidate={lead}
          caption={
            data.verdict === 'confident'
              ? t('result.look_alike')
              : t(`result.${lead.wording}`, { name: leadName })
          }
        />
      )}
      {data.steps && (
        <AdviceList
          title={t('differential.act_now')}
          lines={data.steps.map((step) =>
            t(`differential.steps.${step}` as 'differential.steps.no_spray_yet'),
          )}
        />
      )}
      <details className="diagnosis-card__details">
        <summary className="diagnosis-card__summary">{t('result.more_details')}</summary>
        {data.crop && <p>{t('result.crop_line', { crop: t(`crop.${data.crop}` as 'crop.maize') })}</p>}
        {data.candidates.length > 0 && (
          <ul className="diagnosis-card__candidates">
            {data.candidates.map((candidate) => {
              const name = t(`condition.${candidate.label}` as 'condition.any__not_a_plant');
              return <li key={candidate.label}>{t(`result.${candidate.wording}`, { name })}</li>;
            })}
          </ul>
        )}
        {others.length > 0 && <p>{t('result.alternatives')}</p>}
        {others.map((candidate) => (
          <ReferencePhoto
            key={candidate.label}
            candidate={candidate}
            caption={t(`result.${candidate.wording}`, {
              name: t(`condition.${candidate.label}` as 'condition.any__not_a_plant'),
            })}
          />
        ))}
        <p className="card__detail">{t('result.not_a_replacement')}</p>
      </details>
      {data.candidates.some((candidate) => candidate.photo) && <SourcesLink />}
    </div>
  );
}
