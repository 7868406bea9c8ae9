import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * One browser's web push subscription for an account: the push service's address and the keys our
 * messages are encrypted with (RFC 8291). A browser has one per site, so a second account signing in
 * there takes it over. Deleted with the account, when the farmer turns push off, and when the push
 * service says it is gone.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);
