import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '../../../contract/notifications.ts';
import { users } from './accounts.ts';

/**
 * A farmer's choice for one kind of notification. No row means off, by chat: every kind stays off
 * until chosen. Deleted with the account.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    enabled: boolean('enabled').notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
