import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../chat/use-online.ts';

/** Says when the connection drops, and briefly when it comes back. */
export function NetworkBanner() {
  const { t } = useTranslation('assistant');
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
        <p className="network-banner" data-testid="offline-banner">
          {t('offline')}
        </p>
      )}
      {online && backOnline && <p className="network-banner">{t('back_online')}</p>}
    </div>
  );
}
