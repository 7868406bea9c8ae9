import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Social sign-in (issue 31 §3): which provider account signs in as which of ours. Only the provider's
 * stable subject id is kept; its tokens, e-mail and phone never are.
 */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The provider's id in OIDC_PROVIDERS. */
    provider: text('provider').notNull(),
    /** The ID token's `sub`. */
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('social_identities_subject_idx').on(table.provider, table.subject),
    index('social_identities_user_idx').on(table.userId),
  ],
);

/**
 * One sign-in on its way: made when the browser leaves for the provider, completed when it comes back,
 * and gone once it has given a login (or after its few minutes). Secrets are stored as hashes.
 */
export const socialSignIns = pgTable('social_sign_ins', {
  id: uuid('id').primaryKey().defaultRandom(),
  provider: text('provider').notNull(),
  /** SHA-256 of the `state` sent to the provider. */
  stateHash: text('state_hash').notNull().unique(),
  /** SHA-256 of the cookie that ties the sign-in to the browser that started it. */
  browserHash: text('browser_hash').notNull(),
  /** The ID token's expected `nonce` and the PKCE verifier; null once the provider has answered. */
  nonce: text('nonce'),
  codeVerifier: text('code_verifier'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set when the provider sent the browser back: who signed in there, and what they let us take. */
  subject: text('subject'),
  nickname: text('nickname'),
  pictureUrl: text('picture_url'),
  /** Our account whose verified e-mail or phone matches theirs: it links only with that account's password. */
  matchUserId: uuid('match_user_id').references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 of the one-time ticket the client exchanges for a login or a consent screen. */
  ticketHash: text('ticket_hash').unique(),
});
