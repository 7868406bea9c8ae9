import type { Db } from '../../db/database.ts';
import type { CallbackRow } from '../callbacks/callback-view.ts';
import { imageById } from '../classify/image-repository.ts';
import { isFarmerCheckPhoto } from './farmer-history.ts';

/**
 * A photo as staff may see it: only one the booking's case names (checked as the booker's own when it
 * was booked), or one of the farmer's saved checks that the booking's history lists. Any other id,
 * even a real photo, is undefined, so staff cannot browse uploads by id.
 */
export async function casePhoto(db: Db, booking: CallbackRow, photoId: string) {
  const visible =
    booking.caseData?.photo_ids?.includes(photoId) || (await isFarmerCheckPhoto(db, booking, photoId));
  return visible ? imageById(db, photoId) : undefined;
}
