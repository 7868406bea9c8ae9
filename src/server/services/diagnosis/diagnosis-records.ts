import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  DiagnosisImage,
  DiagnosisQuery,
  DiagnosisUpdate,
  FirstDiagnosis,
} from '../../../contract/diagnosis.ts';
import type { Db } from '../../db/database.ts';
import {
  diagnoses,
  diagnosisImages,
  firstDiagnoses,
  plantingInfos,
  uploadedImages,
} from '../../db/schema.ts';
import { FieldErrors } from '../../errors/api-error.ts';

type FirstRow = typeof firstDiagnoses.$inferSelect;
type DiagnosisRow = typeof diagnoses.$inferSelect;

export const toFirstDiagnosis = (row: FirstRow, crop: string | null): FirstDiagnosis => ({
  id: row.id,
  image: row.imageId,
  crop,
  verdict: row.verdict,
  predictions: row.predictions.map(({ label, crop: labelCrop, condition, confidence }) => ({
    label,
    crop: labelCrop,
    condition,
    confidence,
  })),
  model_version: row.modelVersion,
  confirmed_label: row.confirmedLabel,
  created_at: row.createdAt.toISOString(),
});

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

export function toDiagnosis(row: DiagnosisRow, images: DiagnosisImage[]) {
  return {
    id: row.id,
    crop: row.crop,
    farm: row.farmId,
    planting: row.plantingId,
    status: row.status,
    confirmed_label: row.confirmedLabel,
    notes: row.notes,
    images: images.filter((image) => image.diagnosis === row.id),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The caller's own case, or undefined: someone else's is treated exactly like a missing one. */
export async function ownDiagnosis(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(diagnoses)
    .where(and(eq(diagnoses.id, id), eq(diagnoses.userId, userId)));
  return row;
}

/** The caller's own uploaded photo, or undefined. */
export async function ownImage(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(uploadedImages)
    .where(and(eq(uploadedImages.id, id), eq(uploadedImages.userId, userId)));
  return row;
}

/** Photos filed under the user's cases matching the farm, planting or case filters. */
export function photosInCases(db: Db, query: DiagnosisQuery): SQL | undefined {
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

/** The caller's cases narrowed by the list filters. */
export function caseFilters(userId: string, query: DiagnosisQuery): SQL | undefined {
  return and(
    eq(diagnoses.userId, userId),
    query.farm ? eq(diagnoses.farmId, query.farm) : undefined,
    query.planting ? eq(diagnoses.plantingId, query.planting) : undefined,
    query.crop ? eq(diagnoses.crop, query.crop) : undefined,
  );
}

/**
 * A case may name one of the user's own plantings, never another farmer's: the id is checked before it
 * is stored, and an unknown one is a field error, not a silent link to nothing.
 */
export async function checkPlanting(db: Db, userId: string, planting: string | null | undefined) {
  if (!planting) return;
  const [own] = await db
    .select({ id: plantingInfos.id })
    .from(plantingInfos)
    .where(and(eq(plantingInfos.id, planting), eq(plantingInfos.userId, userId)));
  if (!own) throw new FieldErrors({ planting: ['unknown_planting'] });
}

/** API field names to columns; fields left out stay as they are. */
export const caseColumns = (body: DiagnosisUpdate) => ({
  crop: body.crop,
  farmId: body.farm,
  plantingId: body.planting,
  status: body.status,
  confirmedLabel: body.confirmed_label,
  notes: body.notes,
});
