import { arrayContains, eq, max } from 'drizzle-orm';
import type { CropCreate, CropValues } from '../../../contract/crop.ts';
import type { Db } from '../../db/database.ts';
import {
  cropVarieties,
  diagnoses,
  libraryCrops,
  libraryEntries,
  nutrients,
  plantingInfos,
} from '../../db/schema.ts';
import { searchText } from '../../library/library-search.ts';
import { recordKeys } from '../agronomy/reference-edits.ts';

/**
 * `crop/` written by data managers. A crop they add or change keeps their hand across starts
 * (`edited_at`); one they remove stays removed.
 */
export type CropRow = typeof libraryCrops.$inferSelect;

const cropSearchText = (id: string, names: CropValues['names']) => searchText([id, names.en, names.sw]);

export async function cropById(db: Db, id: string) {
  const [row] = await db.select().from(libraryCrops).where(eq(libraryCrops.id, id));
  return row;
}

/** A new crop, last in the lists unless a rank is given; it has no varieties until some are added. */
export async function insertCrop(db: Db, values: CropCreate) {
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ rank: max(libraryCrops.rank) }).from(libraryCrops);
    const [row] = await tx
      .insert(libraryCrops)
      .values({
        id: values.id,
        rank: values.rank ?? (last?.rank ?? 0) + 1,
        searchText: cropSearchText(values.id, values.names),
        content: { names: values.names },
        editedAt: new Date(),
      })
      .returning();
    await recordKeys(tx, 'crop', { taken: [values.id] });
    return row!;
  });
}

/** New names or rank. */
export async function updateCrop(db: Db, crop: CropRow, values: Required<CropValues>) {
  const [row] = await db
    .update(libraryCrops)
    .set({
      rank: values.rank,
      searchText: cropSearchText(crop.id, values.names),
      content: { names: values.names },
      editedAt: new Date(),
    })
    .where(eq(libraryCrops.id, crop.id))
    .returning();
  return row!;
}

export async function deleteCrop(db: Db, id: string) {
  await db.transaction(async (tx) => {
    await tx.delete(libraryCrops).where(eq(libraryCrops.id, id));
    await recordKeys(tx, 'crop', { left: [id] });
  });
}

/** What still names a crop; a crop is removed only when nothing does, so no row is left pointing at nothing. */
export async function cropUses(db: Db, id: string) {
  const [varieties, recommendations, plantings, diagnosisCases, entries] = await Promise.all([
    db.$count(cropVarieties, eq(cropVarieties.crop, id)),
    db.$count(nutrients, eq(nutrients.crop, id)),
    db.$count(plantingInfos, eq(plantingInfos.crop, id)),
    db.$count(diagnoses, eq(diagnoses.crop, id)),
    db.$count(libraryEntries, arrayContains(libraryEntries.crops, [id])),
  ]);
  return { varieties, recommendations, plantings, diagnoses: diagnosisCases, entries };
}
