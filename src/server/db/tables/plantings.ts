import { doublePrecision, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { farms } from './farms.ts';
import { counties, subcounties, wards } from './places.ts';

/**
 * Planting info (SPEC §3, `plantinginfo/`): what a signed-in farmer planted, where and when. It is the
 * person's own record, so it goes with the account when the account is deleted.
 */
export const plantingInfos = pgTable(
  'planting_infos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    crop: text('crop').notNull(),
    countyId: text('county_id')
      .notNull()
      .references(() => counties.id),
    subcountyId: text('subcounty_id').references(() => subcounties.id),
    wardId: text('ward_id').references(() => wards.id),
    plantedOn: date('planted_on', { mode: 'string' }).notNull(),
    season: text('season').notNull(),
    /** The farm it is on; `farm_name` keeps that farm's name for older clients. */
    farmId: uuid('farm_id').references(() => farms.id, { onDelete: 'set null' }),
    farmName: text('farm_name'),
    areaAcres: doublePrecision('area_acres'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('planting_infos_user_idx').on(table.userId, table.plantedOn)],
);
