import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DifferentialStart, Prediction } from '../../../contract/classify.ts';
import { users } from './accounts.ts';
import { farms } from './farms.ts';
import { wards } from './places.ts';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One uploaded photo: the stored file (content-addressed, metadata stripped) and the upload's metadata
 * as fields (SPEC §3). Its owner is the account, or for anonymous uploads the hash of their upload token.
 */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    uploadTokenHash: text('upload_token_hash'),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    crop: text('crop'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    altitude: doublePrecision('altitude'),
    /** The ward the GPS point lies in, found once at upload: the outbreak watch counts likely cases by it. */
    wardId: text('ward_id').references(() => wards.id),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    imageSource: text('image_source', { enum: ['camera', 'upload'] }),
    locale: text('locale'),
    networkType: text('network_type', { enum: ['3g', '4g', 'wifi', 'unknown'] }),
    networkProvider: text('network_provider'),
    createdAt: created(),
  },
  (table) => [
    index('uploaded_images_user_idx').on(table.userId),
    index('uploaded_images_sha_idx').on(table.sha256),
  ],
);

/** A classification job's visible state; `ownerKey` + `idempotencyKey` make a retried upload the same task. */
export const classifyTasks = pgTable(
  'classify_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    imageId: uuid('image_id')
      .notNull()
      .references(() => uploadedImages.id, { onDelete: 'cascade' }),
    ownerKey: text('owner_key').notNull(),
    idempotencyKey: text('idempotency_key'),
    status: text('status', { enum: ['pending', 'running', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: created(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('classify_tasks_idempotency_idx').on(table.ownerKey, table.idempotencyKey),
    index('classify_tasks_image_idx').on(table.imageId),
  ],
);

/** The automated result for one photo; the unique image id keeps retried jobs from writing a second one. */
export const firstDiagnoses = pgTable(
  'first_diagnoses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    imageId: uuid('image_id')
      .notNull()
      .unique()
      .references(() => uploadedImages.id, { onDelete: 'cascade' }),
    verdict: text('verdict', { enum: ['confident', 'not_sure', 'not_a_plant'] }).notNull(),
    predictions: jsonb('predictions').$type<Prediction[]>().notNull(),
    /** Where the differential diagnosis starts (issue 30); null for results from before it, or from a device. */
    differential: jsonb('differential').$type<DifferentialStart>(),
    modelVersion: text('model_version').notNull(),
    confirmedLabel: text('confirmed_label'),
    createdAt: created(),
  },
  (table) => [
    // The outbreak watch's likely cases: one week's results at a time.
    index('first_diagnoses_created_idx').on(table.createdAt),
  ],
);

/** A signed-in user's case: a crop on a farm or planting, with one or more photos. */
export const diagnoses = pgTable(
  'diagnoses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    crop: text('crop'),
    farmId: uuid('farm_id').references(() => farms.id, { onDelete: 'set null' }),
    plantingId: uuid('planting_id'),
    status: text('status', { enum: ['open', 'confirmed', 'closed'] })
      .notNull()
      .default('open'),
    confirmedLabel: text('confirmed_label'),
    notes: text('notes').notNull().default(''),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('diagnoses_user_idx').on(table.userId, table.createdAt)],
);

export const diagnosisImages = pgTable(
  'diagnosis_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    diagnosisId: uuid('diagnosis_id')
      .notNull()
      .references(() => diagnoses.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => uploadedImages.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (table) => [
    uniqueIndex('diagnosis_images_pair_idx').on(table.diagnosisId, table.imageId),
    // A photo's case, looked up per photo by the outbreak watch's likely counts.
    index('diagnosis_images_image_idx').on(table.imageId),
  ],
);
