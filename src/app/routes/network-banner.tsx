import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../chat/use-online.ts';

/**
 * One line while offline, its details behind "more": at full length it took ten lines of a small
 * phone, and with the queued checks it pushed the photo tray's Send button off the screen.
 */
function OfflineBanner() {
  const { t } = useTranslation('assistant');
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <div className="network-banner" data-testid="offline-banner">
      <p className="network-banner__line">
        {t('offline')}
        <button
          type="button"
          className="link-button network-banner__more"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
        >
          {t(open ? 'offline_less' : 'offline_more')}
        </button>
      </p>
      <div id={detailsId} className="network-banner__details" hidden={!open}>
        <p>{t('offline_works')}</p>
        <p>{t('offline_photos')}</p>
        <p>{t('offline_needs')}</p>
      </div>
    </div>
  );
}

function BackOnline() {
  const { t } = useTranslation('assistant');
  return <p className="network-banner">{t('back_online')}</p>;
}

/**
 * Says when the connection drops, and briefly when it comes back. Its words are the assistant's: /auth
 * fetches them only when the banner shows (from the service worker's copy, offline).
 */
export function NetworkBanner() {
  const online = useOnline();
  const wasOffline = useRef(false);
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    const show = setTimeout(() => setBackOnline(true), 0);
    const hide = setTimeout(() => setBackOnline(false), 4000);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [online]);

  return (
    <div role="status" aria-live="polite">
      {!online && (
        <Suspense fallback={null}>
          <OfflineBanner />
        </Suspense>
      )}
      {online && backOnline && (
        <Suspense fallback={null}>
          <BackOnline />
        </Suspense>
      )}
    </div>
  );
}
