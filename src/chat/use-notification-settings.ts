import { useEffect, useSyncExternalStore } from 'react';
import { fetchNotificationSettings, saveNotificationSetting } from '../api/notifications.ts';
import type { NotificationSetting, NotificationSettingUpdate } from '../contract/notifications.ts';

/** `undefined` while not known (loading, or offline): the switches are not shown then. */
let known: NotificationSetting[] | undefined;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
const publish = (value: NotificationSetting[] | undefined) => {
  known = value;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The farmer's notification settings, shared by the ☰ menu and the card in "My details", so a change
 * in one shows in the other. Asked of the server once per page.
 */
export function useNotificationSettings() {
  const settings = useSyncExternalStore(subscribe, () => known);
  useEffect(() => {
    loading ??= fetchNotificationSettings()
      .then(publish)
      .catch(() => {
        loading = null;
      });
  }, []);
  const save = async (setting: NotificationSettingUpdate) => {
    const saved = await saveNotificationSetting(setting);
    publish(saved);
    return saved;
  };
  return { settings, save };
}
