import { useSyncExternalStore } from 'react';
import { getProfile, subscribeToSession } from '../../api/session-store.ts';
import { NotificationSettings } from '../../chat/notification-settings.tsx';
import { isKiosk } from '../kiosk/kiosk-mode.ts';
import { AccountActions } from '../routes/account-actions.tsx';
import { CheckAnswersControl } from '../routes/check-answers-control.tsx';
import { OfflineCheckControl } from '../routes/offline-check-control.tsx';
import { PhotoConsentSetting } from '../routes/photo-consent-setting.tsx';
import { SpeechRateControl } from '../routes/speech-rate-control.tsx';

/** The header menu's settings, and the account's when signed in. */
export function MenuSettings() {
  const profile = useSyncExternalStore(subscribeToSession, getProfile, () => null);
  return (
    <>
      {profile && <AccountActions />}
      <SpeechRateControl />
      <CheckAnswersControl />
      {/* A shop's tablet is not the customer's phone: the 18 MB download would serve no one. */}
      {!isKiosk() && <OfflineCheckControl />}
      {profile && <PhotoConsentSetting />}
      {profile && <NotificationSettings />}
    </>
  );
}
