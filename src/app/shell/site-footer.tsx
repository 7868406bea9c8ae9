import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REOPEN_CONSENT_EVENT } from '../../api/analytics-consent.ts';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <Link to="/privacy-policy">{t('footer.privacy')}</Link>
      <Link to="/credits">{t('footer.credits')}</Link>
      <button
        type="button"
        className="link-button"
        onClick={() => window.dispatchEvent(new Event(REOPEN_CONSENT_EVENT))}
      >
        {t('footer.cookie_choice')}
      </button>
    </footer>
  );
}
