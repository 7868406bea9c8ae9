import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Photo credits, licences and source addresses live on /credits; a farmer's card carries only this one
 * short link to them (issue 33: nothing technical on farmer screens).
 */
export function SourcesLink() {
  const { t } = useTranslation('common');
  return (
    <Link to="/credits" className="card__sources-link">
      {t('sources')}
    </Link>
  );
}
