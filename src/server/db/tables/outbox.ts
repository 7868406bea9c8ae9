import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Messages to users (SMS, e-mail) are written here first; a provider sends them from here, retrying
 * on failure. Until a provider is configured the outbox is the delivery: operators read it with
 * `npm run outbox`.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    language: text('language').notNull(),
    template: text('template').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Not before this time: the back-off after a failed attempt (null: as soon as possible). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (table) => [index('outbox_messages_pending_idx').on(table.sentAt, table.createdAt)],
);
