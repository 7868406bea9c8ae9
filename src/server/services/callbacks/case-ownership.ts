import type { CallbackCase } from '../../../contract/callback.ts';
import type { Db } from '../../db/database.ts';
import { FieldErrors } from '../../errors/api-error.ts';
import { photoOwners } from '../classify/image-repository.ts';
import type { UploadRef } from '../classify/upload-owner.ts';
import { ownDiagnosis } from '../diagnosis/diagnosis-repository.ts';
import { firstDiagnosisOwners } from '../diagnosis/first-diagnosis-repository.ts';

/** The booker as the upload rules see them: `mayRead` answers for the account or the upload token. */
export interface CaseBooker {
  userId: string | null;
  mayRead: (owner: UploadRef) => boolean;
}

const allReadable = (wanted: string[], rows: (UploadRef & { id: string })[], booker: CaseBooker) => {
  const readable = new Set(rows.filter((row) => booker.mayRead(row)).map((row) => row.id));
  return wanted.every((id) => readable.has(id));
};

/**
 * A booking shows staff only what the booker owns: their photos, the first diagnoses of those photos and
 * their own case. Anyone else's id is answered like an unknown one, so a booking can neither attach a
 * stranger's photo for staff to open nor reveal that it exists.
 */
export async function checkCaseOwnership(
  db: Db,
  booker: CaseBooker,
  booked: CallbackCase | null | undefined,
) {
  if (!booked) return;
  const fields: Record<string, string[]> = {};
  const photoIds = booked.photo_ids ?? [];
  if (photoIds.length > 0) {
    const photos = await photoOwners(db, photoIds);
    if (!allReadable(photoIds, photos, booker)) fields['case.photo_ids'] = ['unknown_photo'];
  }
  const firstIds = booked.first_diagnosis_ids ?? [];
  if (firstIds.length > 0) {
    const firsts = await firstDiagnosisOwners(db, firstIds);
    if (!allReadable(firstIds, firsts, booker)) fields['case.first_diagnosis_ids'] = ['unknown_diagnosis'];
  }
  if (booked.diagnosis_id) {
    const own = booker.userId ? await ownDiagnosis(db, booker.userId, booked.diagnosis_id) : undefined;
    if (!own) fields['case.diagnosis_id'] = ['unknown_diagnosis'];
  }
  if (Object.keys(fields).length > 0) throw new FieldErrors(fields);
}
