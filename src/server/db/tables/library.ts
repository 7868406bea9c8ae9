import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Pesticide } from '../../../contract/library-reference.ts';
import type { Pest } from '../../../contract/library.ts';

/**
 * The plant health library, rebuilt from src/content on every start (reference data, like places):
 * each entry keeps its ready-to-serve record per language, so a read is one row and no joins.
 */
export const libraryEntries = pgTable('library_entries', {
  slug: text('slug').primaryKey(),
  kind: text('kind').notNull(),
  crops: text('crops').array().notNull(),
  /** Other slugs that open this entry (a second crop's classifier slug, the data pack's id). */
  aliases: text('aliases').array().notNull(),
  /** Names, other names, symptoms and words in both languages, normalised for forgiving search. */
  searchText: text('search_text').notNull(),
  position: integer('position').notNull(),
  contentEn: jsonb('content_en').$type<Pest>().notNull(),
  contentSw: jsonb('content_sw').$type<Pest>().notNull(),
  /** Set by a data manager's upload (`upload/pest/`): a start then leaves the entry as uploaded. */
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
});

export const libraryPesticides = pgTable('library_pesticides', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  kenyaStatus: text('kenya_status').notNull(),
  content: jsonb('content').$type<Pesticide>().notNull(),
  /** Set by a data manager's upload (`upload/pesticide/`): a start then leaves the row as uploaded. */
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
});

/** A crop's names; its varieties are rows of `crop_varieties`. */
export interface CropContent {
  names: { en: string; sw: string };
}

export const libraryCrops = pgTable('library_crops', {
  id: text('id').primaryKey(),
  rank: integer('rank').notNull(),
  searchText: text('search_text').notNull(),
  content: jsonb('content').$type<CropContent>().notNull(),
  /** Set when a data manager adds or changes the crop (`crop/`): a start then leaves it as they made it. */
  editedAt: timestamp('edited_at', { withTimezone: true }),
});
