import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONSENT_CHOICES } from '../../contract/analytics-consent.ts';
import {
  CONSENT_CHOSEN_EVENT,
  readConsent,
  REOPEN_CONSENT_EVENT,
  writeConsent,
  type ConsentChoice,
} from '../../api/analytics-consent.ts';

/**
 * The cookie notice, shown once and remembered; it never blocks the app behind it. One question, asked
 * in two short lines beside two equal answers (SPEC §2: analytics with opt-out): "necessary only" and
 * "also help us improve". On a first visit to a 360×740 phone the transcript keeps three quarters of
 * the screen.
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

  const choose = (chosen: ConsentChoice) => {
    writeConsent(chosen);
    setChoice(chosen);
    window.dispatchEvent(new CustomEvent(CONSENT_CHOSEN_EVENT, { detail: chosen }));
  };

  return (
    <section className="cookie-consent" aria-labelledby="cookie-consent-title" data-testid="cookie-consent">
      <h2 id="cookie-consent-title" className="visually-hidden">
        {t('cookies.title')}
      </h2>
      <p>
        {t('cookies.body')} <Link to="/privacy-policy#privacy-notice">{t('cookies.read_more')}</Link>
      </p>
      {CONSENT_CHOICES.map((offered) => (
        <button
          key={offered}
          type="button"
          className="button"
          aria-label={t(`cookies.${offered}_label`)}
          onClick={() => choose(offered)}
        >
          {t(`cookies.${offered}`)}
        </button>
      ))}
    </section>
  );
}
