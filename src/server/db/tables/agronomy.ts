import {
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Agronomic reference data (issue 13): reloaded from the data pack on every start, except the rows a
 * data manager added, changed (through the API or a CSV upload) or removed, which stay as they left them.
 */
export const fertilizers = pgTable('fertilizers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  kind: text('kind', { enum: ['inorganic', 'organic', 'foliar'] }).notNull(),
  grade: text('grade'),
  n: doublePrecision('n').notNull(),
  p2o5: doublePrecision('p2o5').notNull(),
  k2o: doublePrecision('k2o').notNull(),
  otherNutrients: text('other_nutrients'),
  notes: text('notes'),
  source: text('source').notNull(),
  /** Set when a data manager adds or changes the row: a start then leaves it as they made it. */
  editedAt: timestamp('edited_at', { withTimezone: true }),
});

export const cropVarieties = pgTable(
  'crop_varieties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    crop: text('crop').notNull(),
    name: text('name').notNull(),
    maturityDaysMin: integer('maturity_days_min'),
    maturityDaysMax: integer('maturity_days_max'),
    altitudeMinM: integer('altitude_min_m'),
    altitudeMaxM: integer('altitude_max_m'),
    zones: text('zones').array().notNull(),
    traits: text('traits').array().notNull(),
    source: text('source').notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('crop_varieties_crop_name_idx').on(table.crop, table.name)],
);

/**
 * Fertilizer recommendations; ids are derived from each row's facts so they survive a reseed. The
 * free-text columns carry their Swahili beside them, so a Swahili screen shows no English.
 */
export const nutrients = pgTable('nutrients', {
  id: uuid('id').primaryKey(),
  position: integer('position').notNull(),
  crop: text('crop').notNull(),
  regionOrSoil: text('region_or_soil').notNull(),
  regionOrSoilSw: text('region_or_soil_sw'),
  /** County codes; empty for a general rule. */
  counties: text('counties').array().notNull(),
  stage: text('stage').notNull(),
  fertilizer: text('fertilizer').notNull(),
  grade: text('grade'),
  rateKgPerAcre: doublePrecision('rate_kg_per_acre'),
  rateKgPerHa: doublePrecision('rate_kg_per_ha'),
  nKgHa: doublePrecision('n_kg_ha'),
  p2o5KgHa: doublePrecision('p2o5_kg_ha'),
  k2oKgHa: doublePrecision('k2o_kg_ha'),
  timingMethod: text('timing_method'),
  timingMethodSw: text('timing_method_sw'),
  optionGroup: text('option_group'),
  notes: text('notes'),
  source: text('source').notNull(),
  sourceSw: text('source_sw'),
  confidence: text('confidence', { enum: ['high', 'medium', 'low'] }).notNull(),
  /** Set when a data manager adds or changes the row: a start then leaves it as they made it. */
  editedAt: timestamp('edited_at', { withTimezone: true }),
});

/**
 * Shipped reference rows a data manager removed or renamed (`kind` names the table, `key` the row's
 * natural key), so the seed on the next start does not bring them back.
 */
export const retiredReferenceRows = pgTable(
  'retired_reference_rows',
  {
    kind: text('kind', { enum: ['crop', 'nutrient', 'fertilizer', 'variety'] }).notNull(),
    key: text('key').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.key] })],
);
