import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';

/**
 * The service worker keeps Mimea working without a network. A new version waits until the user says
 * so, because reloading in the middle of a question would be rude (the transcript survives it anyway).
 * Shown inside the shell's live region (update-prompt-region.tsx), which loads it.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const {
    offlineReady: [offlineReady, setOfflineReady],
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  // "Works offline now" is good news, not a question: it goes away by itself.
  useEffect(() => {
    if (!offlineReady) return;
    const hide = setTimeout(() => setOfflineReady(false), 8000);
    return () => clearTimeout(hide);
  }, [offlineReady, setOfflineReady]);

  return (
    <>
      {needRefresh && (
        <p className="update-prompt__box">
          {t('app_update.ready')}{' '}
          <button
            type="button"
            className="button button--primary"
            onClick={() => void updateServiceWorker(true)}
          >
            {t('app_update.reload')}
          </button>
        </p>
      )}
      {offlineReady && !needRefresh && (
        <p className="update-prompt__box update-prompt__box--toast">
          <span>{t('app_update.offline_ready')}</span>
          <button type="button" className="button" onClick={() => setOfflineReady(false)}>
            {t('app_update.dismiss')}
          </button>
        </p>
      )}
    </>
  );
}
