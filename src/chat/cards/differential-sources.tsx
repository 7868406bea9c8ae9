import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The reference photos' sources and licences live on /credits; a farmer's card carries one short link. */
export function DifferentialSources() {
  const { t } = useTranslation('diagnosis');
  return (
    <Link to="/credits" className="differential-card__sources">
      {t('differential.sources')}
    </Link>
  );
}
