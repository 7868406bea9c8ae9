import { and, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Pest } from '../../contract/library.ts';
import cropData from '../../content/library/crops.json' with { type: 'json' };
import { buildLibrary } from '../../content/library/build-library.ts';
import { loadPesticides } from '../../content/library/pesticide-table.ts';
import type { Db } from '../db/database.ts';
import { loadWhenChanged } from '../db/reference-data-loads.ts';
import { libraryCrops, libraryEntries, libraryPesticides } from '../db/schema.ts';
import { searchText } from './library-search.ts';

const words = (entry: Pest) => [
  entry.name,
  ...entry.common_names,
  ...entry.symptoms,
  ...entry.words,
  ...entry.crops,
];

/** An entry's row: both languages ready to serve, and the words search looks through. */
export const libraryEntryRow = (en: Pest, sw: Pest) => ({
  slug: en.slug,
  kind: en.kind,
  crops: en.crops,
  aliases: en.aliases,
  searchText: searchText([...words(en), ...words(sw), en.scientific_name, ...en.aliases, en.slug]),
  contentEn: en,
  contentSw: sw,
});

/**
 * Replaces a table's rows with `rows` by key: updated in place, new ones added, dropped ones removed;
 * rows outside `shipped` (a data manager's uploads) are left alone.
 */
async function replace<T extends PgTable>(
  db: Db,
  table: T,
  key: string,
  rows: T['$inferInsert'][],
  shipped?: SQL,
) {
  const column = (table as never as Record<string, never>)[key]!;
  const columns = Object.keys(rows[0]!).filter((name) => name !== key);
  const set = Object.fromEntries(
    columns.map((name) => [
      name,
      sql.raw(`excluded.${(table as never as Record<string, { name: string }>)[name]!.name}`),
    ]),
  );
  await db.transaction(async (tx) => {
    await tx.delete(table).where(
      and(
        notInArray(
          column,
          rows.map((row) => (row as Record<string, string>)[key]!),
        ),
        shipped,
      ),
    );
    await tx
      .insert(table)
      .values(rows as never)
      .onConflictDoUpdate({ target: column, set: set as never, ...(shipped ? { setWhere: shipped } : {}) });
  });
}

/**
 * Loads the plant health library, the pesticide table and the crops when they have changed; a data
 * manager's uploads stay as they are.
 */
export async function seedLibrary(db: Db): Promise<void> {
  const library = buildLibrary();
  const sets = {
    entries: library.en.map((en, position) => ({
      ...libraryEntryRow(en, library.sw[position]!),
      position,
    })),
    pesticides: loadPesticides().map(({ matchName: _m, biological: _b, ...fact }) => ({
      slug: fact.slug,
      name: fact.active_ingredient,
      kenyaStatus: fact.kenya_status,
      content: fact,
    })),
    crops: cropData.map((crop) => ({
      id: crop.id,
      rank: crop.rank,
      searchText: searchText([crop.id, crop.name_en, crop.name_sw]),
      content: { names: { en: crop.name_en, sw: crop.name_sw }, varieties: crop.varieties },
    })),
  };
  await loadWhenChanged(db, 'library', sets, async () => {
    await replace(db, libraryEntries, 'slug', sets.entries, isNull(libraryEntries.uploadedAt));
    await replace(db, libraryPesticides, 'slug', sets.pesticides, isNull(libraryPesticides.uploadedAt));
    await replace(db, libraryCrops, 'id', sets.crops);
  });
}
