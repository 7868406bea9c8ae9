import { pushKeySchema, type PushSubscriptionJson } from '../contract/push.ts';
import { apiClient } from './api-client.ts';

/** Our VAPID public key, which the browser's push subscription is bound to. */
export async function fetchPushKey(): Promise<string> {
  const { data } = await apiClient.get('push/key/');
  return pushKeySchema.parse(data).public_key;
}

export async function savePushSubscription(subscription: PushSubscriptionJson): Promise<void> {
  await apiClient.put('accounts/me/push-subscription/', subscription);
}

export async function deletePushSubscription(endpoint: string): Promise<void> {
  await apiClient.delete('accounts/me/push-subscription/', { data: { endpoint } });
}
