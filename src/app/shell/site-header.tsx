import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from './language-switch.tsx';

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('skip_to_content')}
      </a>
      <Link to="/" className="site-header__brand">
        <img src="/icons/icon.svg" alt="" width="32" height="32" />
        <span>{t('app_name')}</span>
      </Link>
      <LanguageSwitch />
    </header>
  );
}
