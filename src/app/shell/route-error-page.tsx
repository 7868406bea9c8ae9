import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** A screen that failed to load (often a dropped connection on 3G): say so and offer a retry. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="app-main message-page" id="main">
      <h1>{notFound ? t('not_found.title') : t('route_error.title')}</h1>
      <p>{notFound ? t('not_found.body') : t('route_error.body')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('route_error.retry')}
      </button>
    </main>
  );
}
