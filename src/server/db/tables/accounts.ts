import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Accounts and their logins. Tables that record what users did (photos, diagnoses, requests) refer to
 * users with ON DELETE SET NULL, so deleting an account removes the person and keeps the anonymous facts.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /**
     * E.164, e.g. +254712345678. Null, together with the password, for a Community-only account made by
     * social sign-in (issue 31 §3) until the person gives the rest; a CHECK keeps the two together.
     */
    phoneNumber: text('phone_number').unique(),
    /** Lower-cased; null when the user gave none. */
    email: text('email').unique(),
    passwordHash: text('password_hash'),
    isAdult: boolean('is_adult').notNull(),
    guardianName: text('guardian_name'),
    guardianPhoneNumber: text('guardian_phone_number'),
    guardianConsentAt: timestamp('guardian_consent_at', { withTimezone: true }),
    role: text('role', { enum: ['farmer', 'staff', 'grievance_officer', 'admin', 'data_manager'] })
      .notNull()
      .default('farmer'),
    /** SPEC §4: an admin may suspend an account (login and refresh refused, data kept); terminating deletes it. */
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    /**
     * Whether their photos, once an agronomist has confirmed or corrected them, may be used to improve the
     * photo checker. Null until asked (once, with the first photo), which counts as no.
     */
    photoConsent: boolean('photo_consent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // An account is full (phone and password) or Community-only (neither): never half of each.
    check(
      'users_full_or_community_only',
      sql`(${table.phoneNumber} is null) = (${table.passwordHash} is null)`,
    ),
  ],
);

/** One login: the family of refresh tokens it rotates through, revoked as a whole. */
export const loginSessions = pgTable(
  'login_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The absolute end of this login, however often it is refreshed. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('login_sessions_user_idx').on(table.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    /** The token's `jti`. */
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => loginSessions.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Set when the token was exchanged; presenting it again is a replay. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * The one token it was exchanged for, set together with `used_at`: a repeat within the grace gets
     * this one back, so a copier and the app never hold two live branches of one login.
     */
    successorId: uuid('successor_id'),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC of the code under the server secret; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_codes_user_idx').on(table.userId)],
);

/** Fixed-window counters for per-account limits, in the database so every process shares them. */
export const throttleBuckets = pgTable('throttle_buckets', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
