import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { uploadedImages } from '../../db/schema.ts';
import type { CallbackRow } from '../callbacks/callback-view.ts';

/**
 * A photo as staff may see it: only one the booking's case names (checked as the booker's own when it
 * was booked). Any other id, even a real photo, is undefined, so staff cannot browse uploads by id.
 */
export async function casePhoto(db: Db, booking: CallbackRow, photoId: string) {
  if (!booking.caseData?.photo_ids?.includes(photoId)) return undefined;
  const [image] = await db.select().from(uploadedImages).where(eq(uploadedImages.id, photoId));
  return image;
}
