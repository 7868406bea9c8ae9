import { inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inSlices } from '../../db/in-slices.ts';
import { libraryEntries } from '../../db/schema.ts';

export function libraryEntriesBySlug(db: Db, slugs: string[]) {
  return inSlices(slugs, (slice) =>
    db.select().from(libraryEntries).where(inArray(libraryEntries.slug, slice)),
  );
}

/** The last place in the library's order; new entries go after it. */
export async function lastLibraryPosition(db: Db): Promise<number> {
  const [top] = await db.select({ last: max(libraryEntries.position) }).from(libraryEntries);
  return top?.last ?? 0;
}

/** An entry of a stored slug is replaced, keeping its place in the order. */
export async function upsertLibraryEntries(
  db: Db,
  rows: (typeof libraryEntries.$inferInsert)[],
): Promise<void> {
  await db
    .insert(libraryEntries)
    .values(rows)
    .onConflictDoUpdate({
      target: libraryEntries.slug,
      set: {
        kind: sql`excluded.kind`,
        crops: sql`excluded.crops`,
        aliases: sql`excluded.aliases`,
        searchText: sql`excluded.search_text`,
        contentEn: sql`excluded.content_en`,
        contentSw: sql`excluded.content_sw`,
        uploadedAt: sql`excluded.uploaded_at`,
      },
    });
}
