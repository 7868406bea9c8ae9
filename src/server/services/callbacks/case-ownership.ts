import { and, eq, inArray } from 'drizzle-orm';
import type { CallbackCase } from '../../../contract/callback.ts';
import type { Db } from '../../db/database.ts';
import { diagnoses, firstDiagnoses, uploadedImages } from '../../db/schema.ts';
import { FieldErrors } from '../../errors/api-error.ts';
import type { UploadRef } from '../classify/upload-owner.ts';

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
    const photos = await db
      .select({
        id: uploadedImages.id,
        userId: uploadedImages.userId,
        tokenHash: uploadedImages.uploadTokenHash,
      })
      .from(uploadedImages)
      .where(inArray(uploadedImages.id, photoIds));
    if (!allReadable(photoIds, photos, booker)) fields['case.photo_ids'] = ['unknown_photo'];
  }
  const firstIds = booked.first_diagnosis_ids ?? [];
  if (firstIds.length > 0) {
    const firsts = await db
      .select({
        id: firstDiagnoses.id,
        userId: uploadedImages.userId,
        tokenHash: uploadedImages.uploadTokenHash,
      })
      .from(firstDiagnoses)
      .innerJoin(uploadedImages, eq(uploadedImages.id, firstDiagnoses.imageId))
      .where(inArray(firstDiagnoses.id, firstIds));
    if (!allReadable(firstIds, firsts, booker)) fields['case.first_diagnosis_ids'] = ['unknown_diagnosis'];
  }
  if (booked.diagnosis_id) {
    const [own] = booker.userId
      ? await db
          .select({ id: diagnoses.id })
          .from(diagnoses)
          .where(and(eq(diagnoses.id, booked.diagnosis_id), eq(diagnoses.userId, booker.userId)))
      : [];
    if (!own) fields['case.diagnosis_id'] = ['unknown_diagnosis'];
  }
  if (Object.keys(fields).length > 0) throw new FieldErrors(fields);
}
