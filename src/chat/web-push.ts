import { isKioskTablet } from '../api/kiosk-tablet.ts';
import { deletePushSubscription, fetchPushKey, savePushSubscription } from '../api/push.ts';
import { pushSubscriptionSchema } from '../contract/push.ts';

/** Whether this browser can show our notifications at all; a shop's shared tablet never subscribes. */
export function canPush(): boolean {
  return (
    !isKioskTablet() && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/**
 * Asks the browser's permission and subscribes this browser for the account. Called only from a
 * farmer's own choice (“Yes, warn me”, or push chosen in the settings), never on load. True once the
 * server keeps the subscription; false when the farmer or the browser said no.
 */
export async function subscribeToPush(): Promise<boolean> {
  if (!canPush() || (await Notification.requestPermission()) !== 'granted') return false;
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(await fetchPushKey()),
    }));
  await savePushSubscription(pushSubscriptionSchema.parse(subscription.toJSON()));
  return true;
}

/** No kind comes by push any more: the browser and the server forget the subscription. */
export async function unsubscribeFromPush(): Promise<void> {
  if (!canPush()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}
