import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bytea } from './bytea.ts';

/**
 * A person's Community profile (issue 31 §4): what others see beside their posts. It goes with the
 * account. `id` names the picture's public address, so the account's own id is never shown.
 */
export const communityProfiles = pgTable(
  'community_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().unique().defaultRandom(),
    nickname: text('nickname').notNull(),
    county: text('county'),
    /** A small JPEG, already cleaned (upright, no EXIF) and resized; a few kilobytes. */
    picture: bytea('picture'),
    pictureUpdatedAt: timestamp('picture_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // "Amina" and "amina" would read as one person beside posts: a nickname is unique whatever its case.
  (table) => [uniqueIndex('community_profiles_nickname_idx').on(sql`lower(${table.nickname})`)],
);
