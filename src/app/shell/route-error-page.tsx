import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** A screen that failed to load (often a dropped connection on 3G): say so, inside the shell, and offer a retry. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="message-page">
      <h1>{notFound ? t('not_found.title') : t('route_error.title')}</h1>
      <p>{notFound ? t('not_found.body') : t('route_error.body')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('route_error.retry')}
      </button>
    </div>
  );
}

/** Only for a failure of the shell itself, which then cannot frame the message. */
export function ShellErrorPage() {
  return (
    <main className="app-main" id="main">
      <RouteErrorPage />
    </main>
  );
}
