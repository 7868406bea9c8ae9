import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { shouldRetryScriptLoad } from './script-retry.ts';

/**
 * A screen that failed to load (often a dropped connection on 3G): its code is fetched once more by a
 * reload, silently; only if that fails too does it say so, inside the shell, and offer a retry.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const [retrying] = useState(() => shouldRetryScriptLoad(error));
  useEffect(() => {
    if (retrying) window.location.reload();
  }, [retrying]);
  if (retrying) return null;
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
