import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts.ts';
import { wards } from './places.ts';

/**
 * An agronomist's threshold for one condition: a draft alert is made when confirmed cases of it in one
 * ward come from at least `farms` distinct farms within `days` days. A condition without a row uses
 * the default (ALERT_DEFAULT_THRESHOLD in the contract).
 */
export const alertThresholds = pgTable(
  'alert_thresholds',
  {
    condition: text('condition').primaryKey(),
    farms: integer('farms').notNull(),
    days: integer('days').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('alert_thresholds_farms', sql`${table.farms} between 1 and 100`),
    check('alert_thresholds_days', sql`${table.days} between 1 and 90`),
  ],
);

/**
 * A draft alert for one condition in one ward, waiting for an agronomist (then approved or dropped).
 * At most one per condition, ward and Nairobi week (`week`, the Monday it was drafted in), so a
 * re-run of the drafting job adds nothing.
 */
export const alertDrafts = pgTable(
  'alert_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    condition: text('condition').notNull(),
    wardId: text('ward_id')
      .notNull()
      .references(() => wards.id),
    week: date('week', { mode: 'string' }).notNull(),
    /** Distinct farms counted when it was drafted. */
    farms: integer('farms').notNull(),
    status: text('status', { enum: ['draft', 'approved', 'dropped'] })
      .notNull()
      .default('draft'),
    textEn: text('text_en').notNull(),
    textSw: text('text_sw').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('alert_drafts_once_a_week').on(table.condition, table.wardId, table.week)],
);

/**
 * One approved alert delivered to one farmer, in the chat and by the channel their outbreak setting
 * chose. The unique index is the rule itself: at most one alert per condition and ward per week per
 * farmer, however many drafts or job runs there are. `sent_at` is set once push or SMS went out, so a
 * retried job sends only what is still owed.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    draftId: uuid('draft_id')
      .notNull()
      .references(() => alertDrafts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    condition: text('condition').notNull(),
    wardId: text('ward_id').notNull(),
    week: date('week', { mode: 'string' }).notNull(),
    channel: text('channel', { enum: ['push', 'sms', 'chat'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('alert_deliveries_once_a_week').on(table.userId, table.condition, table.wardId, table.week),
    index('alert_deliveries_draft_idx').on(table.draftId),
  ],
);
