import { z } from 'zod';

/** What a farmer can be told of without opening the app, each with its own switch (issue 32 §2). */
export const NOTIFICATION_KINDS = ['outbreak', 'callback', 'answer', 'calendar', 'weather'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How: a push notification, an SMS, or only in the chat's greeting. */
export const NOTIFICATION_CHANNELS = ['push', 'sms', 'chat'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const notificationSettingSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  /** Off until the farmer turns it on. */
  enabled: z.boolean(),
  channel: z.enum(NOTIFICATION_CHANNELS),
});
export type NotificationSettingUpdate = z.infer<typeof notificationSettingSchema>;

export const storedNotificationSettingSchema = notificationSettingSchema.extend({
  /** Whether the farmer ever chose for this kind: the chat offers outbreak alerts only while not. */
  chosen: z.boolean(),
});
export type NotificationSetting = z.infer<typeof storedNotificationSettingSchema>;

/** Every kind, in the order of NOTIFICATION_KINDS. */
export const notificationSettingsSchema = z.object({ settings: z.array(storedNotificationSettingSchema) });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
