// The label-and-answer list's layout is the booking card's.
import './callback-card.css';
import './community-question-card.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CommunityQuestionCardData } from '../../conversation/cards/community-card-data.ts';

/**
 * A question for the Community, shown in full before it is posted (the words, the photos, the crop
 * and the place) and again once posted, with the link to its page.
 */
export function CommunityQuestionCard({ data }: { data: CommunityQuestionCardData }) {
  const { t } = useTranslation(['community', 'diagnosis', 'advice']);
  const cropName = String(
    t(
      [`diagnosis:crop.${data.crop}`, `advice:crop.${data.crop}`] as never,
      { defaultValue: data.crop } as never,
    ),
  );
  const photos = data.thumbnails.filter(Boolean);
  return (
    <div className="card card--community" data-testid="community-question-card">
      <p className="card__title">{t(data.question ? 'ask.card_posted' : 'ask.card_preview')}</p>
      <p className="community-card__text">{data.text}</p>
      {photos.length > 0 && (
        <ul className="community-card__photos">
          {photos.map((src, index) => (
            <li key={index}>
              <img src={src} alt={t('ask.card_photo', { number: index + 1, count: photos.length })} />
            </li>
          ))}
        </ul>
      )}
      <dl className="card__facts">
        <div>
          <dt>{t('crop')}</dt>
          <dd>{cropName}</dd>
        </div>
        <div>
          <dt>{t('ask.place')}</dt>
          <dd>{data.place ?? t('ask.no_place')}</dd>
        </div>
        <div>
          <dt>{t('ask.photos')}</dt>
          <dd>{photos.length}</dd>
        </div>
      </dl>
      {data.question && <Link to={`/community/${data.question}`}>{t('ask.open_question')}</Link>}
    </div>
  );
}
