import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { UploadResult } from '../../../contract/upload.ts';
import { users } from './accounts.ts';
import { bytea } from './bytea.ts';
import { counties, wards } from './places.ts';

const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person who farms (issue 13). A signed-in farmer's own record goes with the account; a farmer
 * registered by a data manager outlives that manager's account.
 */
export const farmers = pgTable(
  'farmers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** E.164, the natural key of CSV uploads. */
    phoneNumber: text('phone_number').notNull().unique(),
    gender: text('gender', { enum: ['female', 'male', 'other'] }),
    yearOfBirth: integer('year_of_birth'),
    wardId: text('ward_id').references(() => wards.id),
    groupName: text('group_name'),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    registeredBy: uuid('registered_by').references(() => users.id, { onDelete: 'set null' }),
    ...stamps(),
  },
  (table) => [index('farmers_registered_by_idx').on(table.registeredBy)],
);

/** A farmer's piece of land; its name is unique per farmer (the natural key of CSV uploads). */
export const farms = pgTable(
  'farms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmerId: uuid('farmer_id')
      .notNull()
      .references(() => farmers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    countyId: text('county_id')
      .notNull()
      .references(() => counties.id),
    /** Null only for farms made from an old planting that named no ward. */
    wardId: text('ward_id').references(() => wards.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    altitude: doublePrecision('altitude'),
    areaAcres: doublePrecision('area_acres'),
    soilType: text('soil_type'),
    irrigated: boolean('irrigated').notNull().default(false),
    notes: text('notes'),
    ...stamps(),
  },
  (table) => [uniqueIndex('farms_farmer_name_idx').on(table.farmerId, table.name)],
);

/** A large CSV upload imported in the background; its file waits in `upload_job_pieces` until read. */
export const uploadJobs = pgTable('upload_jobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  language: text('language').notNull(),
  state: text('state', { enum: ['queued', 'running', 'done', 'failed'] })
    .notNull()
    .default('queued'),
  dryRun: boolean('dry_run').notNull(),
  replaceShipped: boolean('replace_shipped').notNull().default(false),
  rows: integer('rows').notNull(),
  processed: integer('processed').notNull().default(0),
  result: jsonb('result').$type<UploadResult>(),
  ...stamps(),
});

/**
 * A background upload's file as uploaded, in pieces of a quarter megabyte, read again (encoding
 * included) by the job and deleted once the import has finished. In pieces because PGlite stores or
 * reads one value in a single stretch of work: a 2.5 MB file in one statement held every request for
 * a quarter second. Bytes, not text: a NUL in a cell, which PostgreSQL text cannot hold, is the row's
 * error.
 */
export const uploadJobPieces = pgTable(
  'upload_job_pieces',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => uploadJobs.id, { onDelete: 'cascade' }),
    piece: integer('piece').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.piece] })],
);
