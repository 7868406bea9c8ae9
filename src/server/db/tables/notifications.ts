import { boolean, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/**
 * One notice of the kinds beside outbreak alerts (a callback coming, an answer, a calendar task, a
 * weather warning) sent to one farmer by the channel their setting chose. The unique index is the
 * "once per event" rule: however often a job or a write runs for the same event (`event_key`, such as
 * `callback:<booking>:<slot>`), the farmer hears of it once. `sent_at` is set once push or SMS went
 * out, so a retried job sends only what is still owed. Deleted with the account.
 */
export const farmerNotices = pgTable(
  'farmer_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    eventKey: text('event_key').notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('farmer_notices_once').on(table.userId, table.kind, table.eventKey)],
);
