import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { notificationSettings } from '../../db/schema.ts';
import {
  NOTIFICATION_KINDS,
  type NotificationSetting,
  type NotificationSettingUpdate,
} from '../../../contract/notifications.ts';

/** Every kind for the account: stored choices, and off-by-chat for the kinds never chosen. */
export async function notificationSettingsOf(db: Db, userId: string): Promise<NotificationSetting[]> {
  const rows = await db
    .select({
      kind: notificationSettings.kind,
      enabled: notificationSettings.enabled,
      channel: notificationSettings.channel,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return NOTIFICATION_KINDS.map((kind) => {
    const row = rows.find((stored) => stored.kind === kind);
    return row ? { ...row, chosen: true } : { kind, enabled: false, channel: 'chat', chosen: false };
  });
}

export async function saveNotificationSetting(
  db: Db,
  userId: string,
  setting: NotificationSettingUpdate,
  now: Date,
): Promise<void> {
  const values = { enabled: setting.enabled, channel: setting.channel, updatedAt: now };
  await db
    .insert(notificationSettings)
    .values({ userId, kind: setting.kind, ...values })
    .onConflictDoUpdate({ target: [notificationSettings.userId, notificationSettings.kind], set: values });
}
