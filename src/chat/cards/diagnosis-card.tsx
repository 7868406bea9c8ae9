import './diagnosis-card.css';
import { useTranslation } from 'react-i18next';
import type { DiagnosisCandidate, DiagnosisCardData } from '../../conversation/cards/diagnosis-card-data.ts';

function Candidate({ candidate, lead }: { candidate: DiagnosisCandidate; lead: boolean }) {
  const { t } = useTranslation('diagnosis');
  const name = t(`condition.${candidate.label}` as 'condition.any__not_a_plant');
  const percent = Math.round(candidate.confidence * 100);
  return (
    <li className={`diagnosis-candidate${lead ? ' diagnosis-candidate--lead' : ''}`}>
      {candidate.photo && (
        <figure className="diagnosis-candidate__figure">
          <img
            src={candidate.photo.src}
            alt={t('result.reference_alt', { name })}
            width={80}
            height={80}
            loading="lazy"
          />
          <figcaption className="diagnosis-candidate__credit">
            {t('result.credit', { source: candidate.photo.source, licence: candidate.photo.licence })}
          </figcaption>
        </figure>
      )}
      <div>
        <p className={lead ? 'card__title' : undefined}>{t(`result.${candidate.wording}`, { name })}</p>
        <p className="card__detail">{t('result.confidence', { percent })}</p>
        {candidate.photo && <p className="card__detail">{t('result.look_alike')}</p>}
      </div>
    </li>
  );
}

/**
 * The answer to a plant check: the top match in plain words ("very likely" only when the calibrated
 * confidence earns it), up to two alternatives, each with a reference photo to compare with. "Not sure"
 * and "not a plant" are said as they are, without a guess dressed up as an answer.
 */
export function DiagnosisCard({ data }: { data: DiagnosisCardData }) {
  const { t } = useTranslation('diagnosis');
  const [lead, ...others] = data.candidates;
  const unsure = data.verdict !== 'confident';
  return (
    <div className="card card--diagnosis" data-testid="diagnosis-card" data-verdict={data.verdict}>
      {data.verdict === 'not_a_plant' && (
        <>
          <p className="card__title">{t('result.not_a_plant_title')}</p>
          <p>{t('result.not_a_plant_body')}</p>
        </>
      )}
      {data.verdict === 'not_sure' && (
        <>
          <p className="card__title">{t('result.not_sure_title')}</p>
          <p>{t('result.not_sure_body')}</p>
        </>
      )}
      {data.crop && (
        <p className="card__detail">
          {t('result.crop_line', { crop: t(`crop.${data.crop}` as 'crop.maize') })}
        </p>
      )}
      {lead && (
        <ul className="diagnosis-card__candidates">
          <Candidate candidate={lead} lead={!unsure} />
          {others.length > 0 && <li className="card__detail">{t('result.alternatives')}</li>}
          {others.map((candidate) => (
            <Candidate key={candidate.label} candidate={candidate} lead={false} />
          ))}
        </ul>
      )}
      <p className="card__detail">{t('result.model', { version: data.model_version })}</p>
    </div>
  );
}
