import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DifferentialStart } from '../../../contract/classify.ts';
import type { DiagnosisQuery, FirstDiagnosis } from '../../../contract/diagnosis.ts';
import type { Db } from '../../db/database.ts';
import { pagedRows } from '../../db/paged-rows.ts';
import { diagnoses, diagnosisImages, firstDiagnoses, uploadedImages } from '../../db/schema.ts';

/** Photos filed under the user's cases matching the farm, planting or case filters. */
function photosInCases(db: Db, query: DiagnosisQuery): SQL | undefined {
  if (!query.farm && !query.planting && !query.diagnosis) return undefined;
  const cases = db
    .select({ image: diagnosisImages.imageId })
    .from(diagnosisImages)
    .innerJoin(diagnoses, eq(diagnoses.id, diagnosisImages.diagnosisId))
    .where(
      and(
        query.farm ? eq(diagnoses.farmId, query.farm) : undefined,
        query.planting ? eq(diagnoses.plantingId, query.planting) : undefined,
        query.diagnosis ? eq(diagnoses.id, query.diagnosis) : undefined,
      ),
    );
  return inArray(firstDiagnoses.imageId, cases);
}

/** First diagnoses with the crop their photo was sent for. */
const withCrop = (db: Db) =>
  db
    .select({ first: firstDiagnoses, crop: uploadedImages.crop })
    .from(firstDiagnoses)
    .innerJoin(uploadedImages, eq(uploadedImages.id, firstDiagnoses.imageId));

/** One page of the automated results for the caller's photos, newest first. */
export function pageFirstDiagnoses(db: Db, userId: string, query: DiagnosisQuery) {
  const where = and(
    eq(uploadedImages.userId, userId),
    query.crop ? eq(uploadedImages.crop, query.crop) : undefined,
    photosInCases(db, query),
  );
  return pagedRows(
    query,
    async () => {
      const [{ total = 0 } = {}] = await db
        .select({ total: count() })
        .from(firstDiagnoses)
        .innerJoin(uploadedImages, eq(uploadedImages.id, firstDiagnoses.imageId))
        .where(where);
      return total;
    },
    (limit, offset) =>
      withCrop(db)
        .where(where)
        .orderBy(desc(firstDiagnoses.createdAt), desc(firstDiagnoses.id))
        .limit(limit)
        .offset(offset),
  );
}

/** The result for one of the caller's photos, or undefined: another person's is simply not there. */
export async function ownFirstDiagnosis(db: Db, userId: string, id: string) {
  const [row] = await withCrop(db).where(and(eq(firstDiagnoses.id, id), eq(uploadedImages.userId, userId)));
  return row;
}

/** Undefined when the photo already has a result: one photo, one first diagnosis. */
export async function insertFirstDiagnosis(
  db: Db,
  imageId: string,
  body: Pick<FirstDiagnosis, 'verdict' | 'predictions' | 'model_version'> & {
    differential?: DifferentialStart | null;
  },
) {
  const { verdict, predictions, model_version, differential = null } = body;
  const [row] = await db
    .insert(firstDiagnoses)
    .values({ imageId, verdict, predictions, differential, modelVersion: model_version })
    .onConflictDoNothing({ target: firstDiagnoses.imageId })
    .returning();
  return row;
}

export async function confirmLabel(db: Db, id: string, confirmedLabel: string | null) {
  const [row] = await db
    .update(firstDiagnoses)
    .set({ confirmedLabel })
    .where(eq(firstDiagnoses.id, id))
    .returning();
  return row!;
}

export async function deleteFirstDiagnosis(db: Db, id: string) {
  await db.delete(firstDiagnoses).where(eq(firstDiagnoses.id, id));
}

/** A first diagnosis's candidates as the model gave them; undefined when it is gone. */
export async function predictionsOf(db: Db, id: string) {
  const [first] = await db
    .select({ predictions: firstDiagnoses.predictions })
    .from(firstDiagnoses)
    .where(eq(firstDiagnoses.id, id));
  return first?.predictions;
}

/** Who owns the photo of each of these first diagnoses (account or upload token); unknown ids are left out. */
export function firstDiagnosisOwners(db: Db, ids: string[]) {
  return db
    .select({
      id: firstDiagnoses.id,
      userId: uploadedImages.userId,
      tokenHash: uploadedImages.uploadTokenHash,
    })
    .from(firstDiagnoses)
    .innerJoin(uploadedImages, eq(uploadedImages.id, firstDiagnoses.imageId))
    .where(inArray(firstDiagnoses.id, ids));
}
