import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bytea } from './bytea.ts';

/**
 * A phone number or e-mail change waiting for the 6-digit code sent to the new address, or
 * (`farmer_claim`) a data manager's farmer record waiting for the code sent to the account's own number;
 * `new_value` is always where the code went. The code is kept only as an HMAC, like a reset code.
 */
export const contactChanges = pgTable(
  'contact_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    field: text('field', { enum: ['phone_number', 'email', 'farmer_claim'] }).notNull(),
    newValue: text('new_value').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('contact_changes_user_idx').on(table.userId)],
);

/**
 * A person's data export (`accounts/me/export/`): built by a job for accounts with many photos, kept
 * in the database (so every API process can serve it) for 24 hours, and gone with the account.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    status: text('status', { enum: ['preparing', 'ready', 'failed'] }).notNull(),
    archive: bytea('archive'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('data_exports_user_idx').on(table.userId)],
);

/**
 * What an admin did to an account and why (SPEC §4: suspend, reinstate, terminate). A terminated
 * account is deleted, so the record keeps the decision and its reason, not the person.
 */
export const accountActions = pgTable('account_actions', {
  id: uuid('id').primaryKey().defaultRandom(),
  subjectId: uuid('subject_id').references(() => users.id, { onDelete: 'set null' }),
  action: text('action', { enum: ['suspend', 'reinstate', 'terminate'] }).notNull(),
  reason: text('reason').notNull(),
  actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
  actorName: text('actor_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
