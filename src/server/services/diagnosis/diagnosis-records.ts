import type { DiagnosisImage, DiagnosisUpdate, FirstDiagnosis } from '../../../contract/diagnosis.ts';
import type { Db } from '../../db/database.ts';
import type { diagnoses, firstDiagnoses } from '../../db/schema.ts';
import { FieldErrors } from '../../errors/api-error.ts';
import { apiPredictions } from '../classify/api-predictions.ts';
import type { Caller } from '../farms/farm-access.ts';
import { usableFarm } from '../farms/farm-repository.ts';
import { ownPlanting } from '../plantings/planting-repository.ts';

type FirstRow = typeof firstDiagnoses.$inferSelect;
type DiagnosisRow = typeof diagnoses.$inferSelect;

export const toFirstDiagnosis = (row: FirstRow, crop: string | null): FirstDiagnosis => ({
  id: row.id,
  image: row.imageId,
  crop,
  verdict: row.verdict,
  predictions: apiPredictions(row.predictions),
  model_version: row.modelVersion,
  confirmed_label: row.confirmedLabel,
  created_at: row.createdAt.toISOString(),
});

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

/**
 * A case may name one of the user's own plantings, never another farmer's: the id is checked before it
 * is stored, and an unknown one is a field error, not a silent link to nothing.
 */
export async function checkPlanting(db: Db, userId: string, planting: string | null | undefined) {
  if (!planting) return;
  if (!(await ownPlanting(db, userId, planting))) throw new FieldErrors({ planting: ['unknown_planting'] });
}

/** A case may name only a farm the caller may use (their own, or one of a farmer they registered). */
export async function checkFarm(db: Db, caller: Caller, farm: string | null | undefined) {
  if (!farm) return;
  if (!(await usableFarm(db, caller, farm))) throw new FieldErrors({ farm: ['unknown_farm'] });
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
