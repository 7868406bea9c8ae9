import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REOPEN_CONSENT_EVENT } from '../../api/analytics-consent.ts';
import { LoadFailureBoundary } from './load-failure-boundary.tsx';

// The settings reach into speech, the phone's model and the account: loaded at the menu's first
// opening, not with every first screen (tests/unit/first-screen-budget.test.ts).
const loadMenuSettings = () =>
  import('./menu-settings.tsx').then(({ MenuSettings }) => ({ default: MenuSettings }));

/**
 * The header's one menu: settings, the account, and the links a footer would hold. On a phone the
 * conversation needs the height more than any of these do.
 */
export function SiteMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // A new try at the settings' code needs a new lazy part: a failed one keeps its failure.
  const [MenuSettings, setMenuSettings] = useState(() => lazy(loadMenuSettings));
  const panelId = useId();
  const close = () => setOpen(false);
  return (
    <div className="site-menu" onKeyDown={(event) => event.key === 'Escape' && close()}>
      <button
        type="button"
        className="site-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open);
          setOpened(true);
        }}
      >
        <span aria-hidden="true">☰</span>
        <span className="visually-hidden">{t('menu.label')}</span>
      </button>
      <div id={panelId} className="site-menu__panel" hidden={!open}>
        {opened && (
          <LoadFailureBoundary onRetry={() => setMenuSettings(() => lazy(loadMenuSettings))}>
            <Suspense fallback={null}>
              <MenuSettings />
            </Suspense>
          </LoadFailureBoundary>
        )}
        <nav aria-label={t('menu.links')} className="site-menu__links">
          <Link to="/privacy-policy" onClick={close}>
            {t('footer.privacy')}
          </Link>
          <Link to="/credits" onClick={close}>
            {t('footer.credits')}
          </Link>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              close();
              window.dispatchEvent(new Event(REOPEN_CONSENT_EVENT));
            }}
          >
            {t('footer.cookie_choice')}
          </button>
        </nav>
      </div>
    </div>
  );
}
