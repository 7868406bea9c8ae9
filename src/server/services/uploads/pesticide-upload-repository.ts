import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inSlices } from '../../db/in-slices.ts';
import { libraryPesticides } from '../../db/schema.ts';

export function pesticidesBySlug(db: Db, slugs: string[]) {
  return inSlices(slugs, (slice) =>
    db.select().from(libraryPesticides).where(inArray(libraryPesticides.slug, slice)),
  );
}

/** An upload replaces the stored fact of the same slug. */
export async function upsertPesticides(
  db: Db,
  rows: (typeof libraryPesticides.$inferInsert)[],
): Promise<void> {
  await db
    .insert(libraryPesticides)
    .values(rows)
    .onConflictDoUpdate({
      target: libraryPesticides.slug,
      set: {
        name: sql`excluded.name`,
        kenyaStatus: sql`excluded.kenya_status`,
        content: sql`excluded.content`,
        uploadedAt: sql`excluded.uploaded_at`,
      },
    });
}
