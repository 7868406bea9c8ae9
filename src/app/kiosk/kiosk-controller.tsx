import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isKiosk, kioskTimings } from './kiosk-mode.ts';
import { KioskExit } from './kiosk-exit.tsx';
import { resetForNextCustomer } from './reset-device.ts';
import { useInactivity } from './use-inactivity.ts';

const reset = () => void resetForNextCustomer();

function KioskBar() {
  const { t } = useTranslation('assistant');
  const [timings] = useState(() => kioskTimings());
  const { warning, secondsLeft } = useInactivity(timings.warnMs, timings.resetMs, reset);

  return (
    <>
      <div className="kiosk-bar">
        <button type="button" className="button button--primary kiosk-bar__new" onClick={reset}>
          {t('kiosk.new_customer')}
        </button>
        <KioskExit />
      </div>
      {warning && (
        <div
          className="kiosk-warning"
          role="alertdialog"
          aria-modal="true"
          aria-labelledby="kiosk-warning-title"
        >
          <div className="kiosk-warning__box">
            <h2 id="kiosk-warning-title">{t('kiosk.inactive_title')}</h2>
            <p aria-live="polite">{t('kiosk.inactive_body', { seconds: secondsLeft })}</p>
            <button type="button" className="button button--primary" autoFocus>
              {t('kiosk.still_here')}
            </button>
          </div>
        </div>
      )}
    </>
  );
}

/** On a shop's shared tablet: larger type, a "New customer" button, and a reset after inactivity. */
export function KioskController() {
  const active = isKiosk();
  useEffect(() => {
    document.documentElement.classList.toggle('kiosk', active);
  }, [active]);
  return active ? <KioskBar /> : null;
}
