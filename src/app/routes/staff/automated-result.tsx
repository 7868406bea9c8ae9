import { useTranslation } from 'react-i18next';
import type { StaffCallback } from '../../../contract/staff.ts';

/** Likelihood in words, as the farmer's card says it, rather than a bare percentage. */
const likelihood = (confidence: number) =>
  confidence >= 0.7
    ? 'very_likely'
    : confidence >= 0.4
      ? 'likely'
      : confidence >= 0.15
        ? 'possible'
        : 'unlikely';

/**
 * The photo check as the farmer saw it, in plain translated words: the crop, then up to three
 * candidates each with how likely it is (and the share in brackets for the agronomist's judgement).
 */
export function AutomatedResult({ booking }: { booking: StaffCallback }) {
  const { t } = useTranslation('staff');
  const { t: diagnosis } = useTranslation('diagnosis');
  const found = booking.case?.finding;
  const candidates = booking.candidates.length
    ? booking.candidates
    : found
      ? [{ label: found.label, confidence: found.confidence }]
      : [];
  const crop = booking.case?.crop;
  const condition = (label: string) => diagnosis(`condition.${label}` as 'condition.any__not_a_plant', label);
  return (
    <>
      {crop && (
        <>
          <dt>{t('booking.crop')}</dt>
          <dd>{diagnosis(`crop.${crop}` as 'crop.maize', crop)}</dd>
        </>
      )}
      {candidates.length > 0 && (
        <>
          <dt>{t('booking.finding')}</dt>
          <dd>
            <ol className="staff-candidates">
              {candidates.map((candidate) => (
                <li key={candidate.label}>
                  {t('booking.candidate', {
                    name: condition(candidate.label),
                    likelihood: t(`likelihood.${likelihood(candidate.confidence)}`),
                    percent: Math.round(candidate.confidence * 100),
                  })}
                </li>
              ))}
            </ol>
            {found?.unsure && <p className="staff-candidates__unsure">{t('booking.unsure')}</p>}
          </dd>
        </>
      )}
    </>
  );
}
