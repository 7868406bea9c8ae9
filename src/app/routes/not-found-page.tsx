import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--narrow">
      <h1>{t('not_found.title')}</h1>
      <p>{t('not_found.body')}</p>
      <Link className="button button--primary" to="/">
        {t('not_found.home')}
      </Link>
    </section>
  );
}
