import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DiagnosisImage, DiagnosisQuery } from '../../../contract/diagnosis.ts';
import type { Db } from '../../db/database.ts';
import { pagedRows, type Page } from '../../db/paged-rows.ts';
import { diagnoses, diagnosisImages, firstDiagnoses, uploadedImages } from '../../db/schema.ts';
import { toFirstDiagnosis } from './diagnosis-records.ts';

type LinkRow = typeof diagnosisImages.$inferSelect;

/** Diagnosis images with their first diagnoses, for the given cases, oldest first. */
export async function imagesOf(db: Db, diagnosisIds: string[]): Promise<DiagnosisImage[]> {
  if (diagnosisIds.length === 0) return [];
  const rows = await db
    .select({ link: diagnosisImages, first: firstDiagnoses, crop: uploadedImages.crop })
    .from(diagnosisImages)
    .innerJoin(uploadedImages, eq(uploadedImages.id, diagnosisImages.imageId))
    .leftJoin(firstDiagnoses, eq(firstDiagnoses.imageId, diagnosisImages.imageId))
    .where(inArray(diagnosisImages.diagnosisId, diagnosisIds))
    .orderBy(asc(diagnosisImages.createdAt));
  return rows.map(({ link, first, crop }) => ({
    id: link.id,
    diagnosis: link.diagnosisId,
    image: link.imageId,
    first_diagnosis: first ? toFirstDiagnosis(first, crop) : null,
    created_at: link.createdAt.toISOString(),
  }));
}

/** One link as the API shows it, with its photo's first diagnosis. */
export async function shownLink(db: Db, link: LinkRow) {
  return (await imagesOf(db, [link.diagnosisId])).find((image) => image.id === link.id)!;
}

/** One page of the photos in the caller's cases, newest link first. */
export async function pageCaseImages(
  db: Db,
  userId: string,
  query: DiagnosisQuery,
): Promise<Page<DiagnosisImage>> {
  const where = and(
    eq(diagnoses.userId, userId),
    query.diagnosis ? eq(diagnoses.id, query.diagnosis) : undefined,
    query.farm ? eq(diagnoses.farmId, query.farm) : undefined,
    query.planting ? eq(diagnoses.plantingId, query.planting) : undefined,
    query.crop ? eq(diagnoses.crop, query.crop) : undefined,
  );
  const page = await pagedRows(
    query,
    async () => {
      const [{ total = 0 } = {}] = await db
        .select({ total: count() })
        .from(diagnosisImages)
        .innerJoin(diagnoses, eq(diagnoses.id, diagnosisImages.diagnosisId))
        .where(where);
      return total;
    },
    (limit, offset) =>
      db
        .select()
        .from(diagnosisImages)
        .innerJoin(diagnoses, eq(diagnoses.id, diagnosisImages.diagnosisId))
        .where(where)
        .orderBy(desc(diagnosisImages.createdAt), desc(diagnosisImages.id))
        .limit(limit)
        .offset(offset),
  );
  const images = await imagesOf(db, [...new Set(page.rows.map((row) => row.diagnoses.id))]);
  const byId = new Map(images.map((image) => [image.id, image]));
  return { count: page.count, rows: page.rows.map((row) => byId.get(row.diagnosis_images.id)!) };
}

/** A link in one of the caller's cases, or undefined. */
export async function ownLink(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ link: diagnosisImages })
    .from(diagnosisImages)
    .innerJoin(diagnoses, eq(diagnoses.id, diagnosisImages.diagnosisId))
    .where(and(eq(diagnosisImages.id, id), eq(diagnoses.userId, userId)));
  return row?.link;
}

/** Files a photo under a case; filing it twice answers the link that is already there. */
export async function fileImage(db: Db, diagnosisId: string, imageId: string) {
  const [created] = await db
    .insert(diagnosisImages)
    .values({ diagnosisId, imageId })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [link] = await db
    .select()
    .from(diagnosisImages)
    .where(and(eq(diagnosisImages.diagnosisId, diagnosisId), eq(diagnosisImages.imageId, imageId)));
  return link!;
}

export async function moveLink(db: Db, id: string, diagnosisId: string) {
  const [moved] = await db
    .update(diagnosisImages)
    .set({ diagnosisId })
    .where(eq(diagnosisImages.id, id))
    .returning();
  return moved!;
}

export async function deleteLink(db: Db, id: string) {
  await db.delete(diagnosisImages).where(eq(diagnosisImages.id, id));
}
