import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { callbackRequests } from './callbacks.ts';
import { farms } from './farms.ts';
import { counties, subcounties, wards } from './places.ts';

/**
 * One case an agronomist confirmed or corrected, as the outbreak watch counts it: its condition, where
 * (the farm's ward, or only the county the farmer named) and its Nairobi week. Written with the review
 * in the same transaction, so the counts follow each review without a rescan; a later review of the
 * same booking replaces it. `farm_id`, else `user_id`, else the booking tells distinct farms apart.
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
  (table) => [index('outbreak_cases_week_idx').on(table.week, table.condition, table.wardId)],
);
