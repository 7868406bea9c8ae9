import { doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';

/** Kenya's administrative units with IEBC codes as keys; seeded from src/server/places/data on start. */
export const counties = pgTable('counties', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** The name as search compares it: see places/place-search-key.ts. */
  searchKey: text('search_key').notNull(),
  iso31662: text('iso_3166_2').notNull(),
  headquarters: text('headquarters').notNull(),
  centroidLatitude: doublePrecision('centroid_latitude').notNull(),
  centroidLongitude: doublePrecision('centroid_longitude').notNull(),
});

export const subcounties = pgTable(
  'subcounties',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    searchKey: text('search_key').notNull(),
    countyId: text('county_id')
      .notNull()
      .references(() => counties.id),
  },
  (table) => [index('subcounties_county_idx').on(table.countyId)],
);

export const wards = pgTable(
  'wards',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    searchKey: text('search_key').notNull(),
    subcountyId: text('subcounty_id')
      .notNull()
      .references(() => subcounties.id),
    countyId: text('county_id')
      .notNull()
      .references(() => counties.id),
  },
  (table) => [
    index('wards_subcounty_idx').on(table.subcountyId),
    index('wards_county_idx').on(table.countyId),
  ],
);
