import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NAVIGATION_FAILED_EVENT } from './failed-navigation.ts';

/**
 * The small notice of a page that did not open, over the screen the farmer stays on. "Try again" loads
 * that page afresh: a browser keeps a failed module load for the rest of the page's life.
 */
export function NavigationFailedNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  // The page asked for, and the screen the farmer stayed on when it failed.
  const [failure, setFailure] = useState<{ wanted: string; on: string } | null>(null);

  useEffect(() => {
    const failed = (event: Event) =>
      setFailure({ wanted: (event as CustomEvent<string>).detail, on: window.location.pathname });
    window.addEventListener(NAVIGATION_FAILED_EVENT, failed);
    return () => window.removeEventListener(NAVIGATION_FAILED_EVENT, failed);
  }, []);

  // Another page reached: the notice was about a page the farmer has moved on from.
  if (!failure || failure.on !== location.pathname) return null;
  const { wanted } = failure;
  return (
    <p role="alert" className="navigation-failed">
      {t('navigation_failed.body')}{' '}
      <button type="button" className="button" onClick={() => window.location.assign(wanted)}>
        {t('navigation_failed.retry')}
      </button>
      <button type="button" className="button" onClick={() => setFailure(null)}>
        {t('navigation_failed.dismiss')}
      </button>
    </p>
  );
}
