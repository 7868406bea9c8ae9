import {
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { callbackRequests } from './callbacks.ts';
import { farms } from './farms.ts';
import { counties, subcounties, wards } from './places.ts';

/**
 * One case an agronomist confirmed or corrected, as the outbreak watch counts it: its condition, where
 * (the farm's ward, or only the county the farmer named) and its Nairobi week. Written with the review
 * in the same transaction; a later review of the same booking replaces it. `farm_id`, else `user_id`,
 * else the booking tells distinct farms apart.
 */
export const outbreakCases = pgTable(
  'outbreak_cases',
  {
    callbackId: uuid('callback_id')
      .primaryKey()
      .references(() => callbackRequests.id, { onDelete: 'cascade' }),
    condition: text('condition').notNull(),
    farmId: uuid('farm_id').references(() => farms.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    wardId: text('ward_id').references(() => wards.id),
    subcountyId: text('subcounty_id').references(() => subcounties.id),
    countyId: text('county_id').references(() => counties.id),
    /** The Monday (Nairobi) of the week the farmer reported it. */
    week: date('week', { mode: 'string' }).notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('outbreak_cases_week_idx').on(table.week, table.condition, table.wardId),
    // The alert threshold's look at one ward's condition over the last days.
    index('outbreak_cases_ward_idx').on(table.condition, table.wardId, table.reportedAt),
  ],
);

/**
 * Cases whose count may have changed since the weekly counts were last refreshed: a confirmed case
 * (`case_id` its booking), a likely one (its first diagnosis) or a reported one (its Community
 * question). Written by triggers on every table a case's condition, week or place comes from
 * (migration 0034), so cascades and erasures are seen too; the refresh deletes the rows it took.
 */
export const outbreakChanges = pgTable('outbreak_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  caseId: uuid('case_id').notNull(),
});

/**
 * Every counted case as the weekly counts last saw it: condition, week, ward, subcounty, county and
 * who it counts for (`farm_key`). Tells the refresh which groups a changed case left, and lets it
 * recount one group exactly (distinct farms cannot be added up across groups).
 */
export const outbreakCountedCases = pgTable(
  'outbreak_counted_cases',
  {
    kind: text('kind').notNull(),
    caseId: uuid('case_id').notNull(),
    condition: text('condition').notNull(),
    week: date('week', { mode: 'string' }).notNull(),
    wardId: text('ward_id'),
    subcountyId: text('subcounty_id'),
    countyId: text('county_id'),
    farmKey: text('farm_key').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.caseId] }),
    index('outbreak_counted_cases_ward_idx').on(table.kind, table.week, table.condition, table.wardId),
    index('outbreak_counted_cases_subcounty_idx').on(
      table.kind,
      table.week,
      table.condition,
      table.subcountyId,
    ),
    index('outbreak_counted_cases_county_idx').on(table.kind, table.week, table.condition, table.countyId),
  ],
);

/**
 * Cases and distinct farms per kind (confirmed, likely, reported), level (ward, subcounty, county),
 * week, condition and area: what `outbreaks/` answers, kept by the refresh job. The key serves one
 * week's counts of a kind and level, all conditions or one.
 */
export const outbreakWeeklyCounts = pgTable(
  'outbreak_weekly_counts',
  {
    kind: text('kind').notNull(),
    level: text('level').notNull(),
    week: date('week', { mode: 'string' }).notNull(),
    condition: text('condition').notNull(),
    areaId: text('area_id').notNull(),
    cases: integer('cases').notNull(),
    farms: integer('farms').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.kind, table.level, table.week, table.condition, table.areaId],
    }),
  ],
);
