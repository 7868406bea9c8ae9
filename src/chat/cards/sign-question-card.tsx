import './differential-card.css';
import { useTranslation } from 'react-i18next';
import { signs } from '../../contract/signs.ts';
import type { SignCardData } from '../../conversation/cards/differential-card-data.ts';
import { SourcesLink } from './sources-link.tsx';

/** One yes/no question about what the farmer can see, with a picture of the sign. */
export function SignQuestionCard({ data }: { data: SignCardData }) {
  const { t, i18n } = useTranslation('diagnosis');
  const question = signs[data.sign].question[i18n.language.startsWith('sw') ? 'sw' : 'en'];
  return (
    <div className="card card--sign" data-testid="sign-question-card" data-sign={data.sign}>
      <p className="card__detail">{t('differential.question_count', { number: data.number, of: data.of })}</p>
      <p className="card__title sign-card__question">{question}</p>
      {data.src && (
        <figure className="sign-card__picture">
          <img src={data.src} alt={t('differential.sign_alt')} width={160} height={160} loading="lazy" />
        </figure>
      )}
      <SourcesLink />
    </div>
  );
}
