import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readConsent, REOPEN_CONSENT_EVENT, writeConsent, type ConsentChoice } from './consent-cookie.ts';

/**
 * The cookie notice, shown once and remembered; it never blocks the app behind it. Two short lines
 * beside its button, in one row: on a first visit to a 360×740 phone the transcript keeps three
 * quarters of the screen.
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ConsentChoice | null>(() => readConsent());
  useEffect(() => {
    const reopen = () => setChoice(null);
    window.addEventListener(REOPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(REOPEN_CONSENT_EVENT, reopen);
  }, []);
  if (choice) return null;

  const acknowledge = () => {
    writeConsent('necessary');
    setChoice('necessary');
  };

  return (
    <section className="cookie-consent" aria-labelledby="cookie-consent-title" data-testid="cookie-consent">
      <h2 id="cookie-consent-title" className="visually-hidden">
        {t('cookies.title')}
      </h2>
      <p>
        {t('cookies.body')} <Link to="/privacy-policy#privacy-notice">{t('cookies.read_more')}</Link>
      </p>
      <button type="button" className="button button--primary" onClick={acknowledge}>
        {t('cookies.understood')}
      </button>
    </section>
  );
}
