import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getProfile, subscribeToSession } from '../../api/session-store.ts';
import { AccountActions } from '../routes/account-actions.tsx';
import { CheckAnswersControl } from '../routes/check-answers-control.tsx';
import { OfflineCheckControl } from '../routes/offline-check-control.tsx';
import { PhotoConsentSetting } from '../routes/photo-consent-setting.tsx';
import { SpeechRateControl } from '../routes/speech-rate-control.tsx';
import { REOPEN_CONSENT_EVENT } from './consent-cookie.ts';

/**
 * The header's one menu: settings, the account, and the links a footer would hold. On a phone the
 * conversation needs the height more than any of these do.
 */
export function SiteMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const profile = useSyncExternalStore(subscribeToSession, getProfile, () => null);
  const panelId = useId();
  const close = () => setOpen(false);
  return (
    <div className="site-menu" onKeyDown={(event) => event.key === 'Escape' && close()}>
      <button
        type="button"
        className="site-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">☰</span>
        <span className="visually-hidden">{t('menu.label')}</span>
      </button>
      <div id={panelId} className="site-menu__panel" hidden={!open}>
        {profile && <AccountActions />}
        <SpeechRateControl />
        <CheckAnswersControl />
        <OfflineCheckControl />
        {profile && <PhotoConsentSetting />}
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
