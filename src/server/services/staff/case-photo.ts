import type { Db } from '../../db/database.ts';
import type { CallbackRow } from '../callbacks/callback-view.ts';
import { imageById } from '../classify/image-repository.ts';

/**
 * A photo as staff may see it: only one the booking's case names (checked as the booker's own when it
 * was booked). Any other id, even a real photo, is undefined, so staff cannot browse uploads by id.
 */
export async function casePhoto(db: Db, booking: CallbackRow, photoId: string) {
  if (!booking.caseData?.photo_ids?.includes(photoId)) return undefined;
  return imageById(db, photoId);
}
