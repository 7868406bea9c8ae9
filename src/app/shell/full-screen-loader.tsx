import { useTranslation } from 'react-i18next';

/** The full-screen spinner overlay (SPEC §2, layer 2500). */
export function FullScreenLoader() {
  const { t } = useTranslation();
  return (
    <div className="route-loader" role="status" aria-live="polite" data-testid="route-loader">
      <div className="route-loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
