import {
  notificationSettingsSchema,
  type NotificationSetting,
  type NotificationSettingUpdate,
} from '../contract/notifications.ts';
import { apiClient } from './api-client.ts';

/** Every kind of notification with the farmer's choice; all off until chosen. */
export async function fetchNotificationSettings(): Promise<NotificationSetting[]> {
  const { data } = await apiClient.get('accounts/me/notifications/');
  return notificationSettingsSchema.parse(data).settings;
}

export async function saveNotificationSetting(
  setting: NotificationSettingUpdate,
): Promise<NotificationSetting[]> {
  const { data } = await apiClient.put('accounts/me/notifications/', setting);
  return notificationSettingsSchema.parse(data).settings;
}
