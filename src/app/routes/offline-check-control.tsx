import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadForOffline, offlineCheckState, type OfflineCheckState } from '../../api/offline-files.ts';

type Status = 'reading' | 'idle' | 'downloading' | 'failed';

/** Megabytes with one decimal, in the reader's language (7.4 MB / MB 7,4 where the locale says so). */
const megabytes = (bytes: number, language: string) =>
  (bytes / 1_000_000).toLocaleString(language, { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** Settings: keep the plant check's model on this phone, with its size, so a check works without a network. */
export function OfflineCheckControl() {
  const { t, i18n } = useTranslation('assistant');
  const [state, setState] = useState<OfflineCheckState | null>(null);
  const [status, setStatus] = useState<Status>('reading');

  // Asked when the settings open, not with the page: the sizes cost requests the first screen need not make.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const settings = root.current?.closest('details');
    let stopped = false;
    let asked = false;
    const read = () => {
      if (asked || (settings && !settings.open)) return;
      asked = true;
      offlineCheckState()
        .then((found) => {
          if (stopped) return;
          setState(found);
          setStatus('idle');
        })
        .catch(() => !stopped && setStatus('idle'));
    };
    read();
    settings?.addEventListener('toggle', read);
    return () => {
      stopped = true;
      settings?.removeEventListener('toggle', read);
    };
  }, []);

  const download = () => {
    setStatus('downloading');
    downloadForOffline()
      .then((found) => {
        setState(found);
        setStatus(found.ready ? 'idle' : 'failed');
      })
      .catch(() => setStatus('failed'));
  };

  const size = state?.bytes ? t('offline_check.size', { size: megabytes(state.bytes, i18n.language) }) : '';
  return (
    <div className="offline-check" data-testid="offline-check" ref={root}>
      <p className="offline-check__title">{t('offline_check.title')}</p>
      {state?.ready ? (
        <p role="status">{t('offline_check.ready', { size })}</p>
      ) : (
        <>
          <button
            type="button"
            className="button"
            onClick={download}
            disabled={status !== 'idle' && status !== 'failed'}
          >
            {status === 'downloading'
              ? t('offline_check.downloading')
              : t('offline_check.download', { size })}
          </button>
          <p role="status" aria-live="polite">
            {status === 'failed' ? t('offline_check.failed') : ''}
          </p>
        </>
      )}
    </div>
  );
}
