import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isKioskTablet } from '../../api/kiosk-tablet.ts';
import { getProfile, subscribeToSession } from '../../api/session-store.ts';
import { usePhotoConsent } from './use-photo-consent.ts';

// With the settings' switches, in the one module that also serves the ☰ menu and "My details".
const Offer = lazy(() =>
  import('../../chat/notification-settings.tsx').then(({ OutbreakAlertOffer }) => ({
    default: OutbreakAlertOffer,
  })),
);

/**
 * "Shall I warn you…?" (issue 32 §2), after a signed-in farmer's photo check once the photo question
 * is answered, until they chose either way here or in the settings. A kiosk tablet is never asked.
 */
export function OutbreakAlertOffer({ photoSent }: { photoSent: boolean }) {
  const profile = useSyncExternalStore(subscribeToSession, getProfile, () => null);
  const { allowed } = usePhotoConsent();
  if (!photoSent || !profile || isKioskTablet() || allowed === null || allowed === undefined) return null;
  return (
    <Suspense fallback={null}>
      <Offer />
    </Suspense>
  );
}
