import { and, arrayContains, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { reseed } from '../../db/reseed.ts';
import { libraryCrops, libraryEntries, libraryPesticides } from '../../db/schema.ts';

export type LibraryEntryRow = typeof libraryEntries.$inferSelect;

/** Library entries in their editorial order, optionally of one crop or one kind. */
export function libraryEntriesOf(
  db: Db,
  filters: { crop?: string | undefined; kind?: string | undefined } = {},
) {
  return db
    .select()
    .from(libraryEntries)
    .where(
      and(
        filters.crop ? arrayContains(libraryEntries.crops, [filters.crop]) : undefined,
        filters.kind ? eq(libraryEntries.kind, filters.kind) : undefined,
      ),
    )
    .orderBy(asc(libraryEntries.position));
}

/** One entry by its slug or by any of its aliases (a classifier slug opens the same page). */
export async function libraryEntryBySlug(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(libraryEntries)
    .where(or(eq(libraryEntries.slug, slug), sql`${slug} = any(${libraryEntries.aliases})`));
  return row;
}

/** The entry for a classifier or review label (e.g. `maize__common_rust`), as its content lists them. */
export async function libraryEntryByLabel(db: Db, label: string) {
  const [row] = await db
    .select()
    .from(libraryEntries)
    .where(sql`${libraryEntries.contentEn}->'labels' @> ${JSON.stringify([label])}::jsonb`)
    .orderBy(asc(libraryEntries.position))
    .limit(1);
  return row;
}

/** Active ingredients by name, optionally of one Kenyan registration status. */
export function pesticidesOf(db: Db, status: string | undefined) {
  return db
    .select()
    .from(libraryPesticides)
    .where(status ? eq(libraryPesticides.kenyaStatus, status) : undefined)
    .orderBy(asc(libraryPesticides.name));
}

export async function pesticideBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(libraryPesticides).where(eq(libraryPesticides.slug, slug));
  return row;
}

/** Crops in rank order (or the one crop `id`), each with how many library entries name it. */
export function cropsWithEntryCounts(db: Db, id?: string) {
  return db
    .select({
      crop: libraryCrops,
      entries: db.$count(libraryEntries, sql`${libraryCrops.id} = any(${libraryEntries.crops})`),
    })
    .from(libraryCrops)
    .where(id === undefined ? undefined : eq(libraryCrops.id, id))
    .orderBy(asc(libraryCrops.rank), asc(libraryCrops.id));
}

/** Writes the shipped library entries over those no data manager uploaded. */
export async function reseedShippedEntries(db: Db, rows: (typeof libraryEntries.$inferInsert)[]) {
  await reseed(
    db,
    libraryEntries,
    { columns: [libraryEntries.slug], text: libraryEntries.slug, of: (row) => row.slug },
    rows,
    isNull(libraryEntries.uploadedAt),
  );
}

/** Writes the shipped pesticide facts over those no data manager uploaded. */
export async function reseedShippedPesticides(db: Db, rows: (typeof libraryPesticides.$inferInsert)[]) {
  await reseed(
    db,
    libraryPesticides,
    { columns: [libraryPesticides.slug], text: libraryPesticides.slug, of: (row) => row.slug },
    rows,
    isNull(libraryPesticides.uploadedAt),
  );
}
