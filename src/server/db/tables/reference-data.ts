import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the reference data shipped with the app (places, the library, fertilizer advice) looked like
 * when it was last loaded: a digest per set, so a start loads a set again only when it has changed.
 */
export const referenceDataLoads = pgTable('reference_data_loads', {
  name: text('name').primaryKey(),
  digest: text('digest').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
