import { useSyncExternalStore } from 'react';
import { getProfile, subscribeToSession } from '../../api/session-store.ts';
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
      <OfflineCheckControl />
      {profile && <PhotoConsentSetting />}
    </>
  );
}
