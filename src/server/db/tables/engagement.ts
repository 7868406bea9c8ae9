import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EngagementDetails } from '../../../contract/engagement.ts';
import { users } from './accounts.ts';

/**
 * Product interest and pre-bookings, trial requests, enquiries and feedback: one table, because staff
 * work them as one list; what differs by kind lives in `details`, checked by the contract's schema.
 */
export const engagementRequests = pgTable(
  'engagement_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    kind: text('kind', { enum: ['product_interest', 'trial_request', 'enquiry', 'feedback'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name'),
    /** E.164. */
    phone: text('phone'),
    email: text('email'),
    language: text('language', { enum: ['en', 'sw'] }).notNull(),
    details: jsonb('details').$type<EngagementDetails>().notNull(),
    status: text('status', { enum: ['new', 'in_progress', 'done'] })
      .notNull()
      .default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Contact messages are kept six full years (SPEC §9); the privacy issue's retention job reads this. */
    retainUntil: timestamp('retain_until', { withTimezone: true }),
  },
  (table) => [index('engagement_requests_kind_idx').on(table.kind, table.createdAt)],
);
