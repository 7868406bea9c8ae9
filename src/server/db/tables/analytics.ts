import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * App events of people who chose "also help us improve" (issue 32 §3): the event's name and its
 * allow-listed fields (`detail`, as the contract's `analyticsEventSchema` checked them). `session_id`
 * is the tab's random id, emptied within minutes after its last event; a kiosk tablet's rows never
 * have one. No account, phone, name, text or photo is ever stored here.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id'),
    kiosk: boolean('kiosk').notNull().default(false),
    name: text('name').notNull(),
    language: text('language').notNull(),
    detail: jsonb('detail').$type<Record<string, string | number>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('analytics_events_occurred_idx').on(table.occurredAt, table.name),
    index('analytics_events_session_idx')
      .on(table.sessionId)
      .where(sql`${table.sessionId} is not null`),
  ],
);

/**
 * Website visits with the privacy notice's fields (SPEC §1): date and time, page, HTTP status, referer
 * (its host only), operating system and browser (their family only), language, screen size and the IP
 * address with its last part zeroed. After 26 months (`anonymised_at`) only the date, page, status and
 * language stay.
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id'),
    kiosk: boolean('kiosk').notNull().default(false),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    language: text('language').notNull(),
    refererHost: text('referer_host'),
    os: text('os'),
    browser: text('browser'),
    screenWidth: integer('screen_width'),
    screenHeight: integer('screen_height'),
    ip: text('ip'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  },
  (table) => [
    index('page_views_occurred_idx').on(table.occurredAt),
    index('page_views_session_idx')
      .on(table.sessionId)
      .where(sql`${table.sessionId} is not null`),
  ],
);
