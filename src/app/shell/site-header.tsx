import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageSwitch } from './language-switch.tsx';
import { SiteMenu } from './site-menu.tsx';

export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('skip_to_content')}
      </a>
      <Link to="/" className="site-header__brand">
        <img src="/icons/icon.svg" alt="" width="32" height="32" />
        <span className="site-header__name">{t('app_name')}</span>
      </Link>
      <div className="site-header__tools">
        <LanguageSwitch />
        {/* A new page (signing out lands on /auth) starts with the menu closed. */}
        <SiteMenu key={pathname} />
      </div>
    </header>
  );
}
