import type { Db } from '../../db/database.ts';
import { executorFor } from '../../db/transaction-sql.ts';
import { anonymousPhotosUnattachedSince, deletePhotoRows } from './retention-repository.ts';
import { DAY_MS, type RetentionRule } from './retention-rule.ts';

const KEEP_DAYS = 30;

/**
 * Photos sent without an account (SPEC §6: "the data is then anonymous") serve the one diagnosis they
 * were sent for; after 30 days they go with their tasks and first diagnoses, unless a callback booking
 * still shows them to an agronomist (then they go when the booking does). Files by the removal job.
 */
export const anonymousUploads: RetentionRule = {
  name: 'anonymous-uploads',
  rule: 'Anonymous uploads (no account): photos and tasks deleted after 30 days unless attached to a callback (issue 14).',
  async apply(tx, { now, dryRun, queueFileRemoval }) {
    const photos = await anonymousPhotosUnattachedSince(tx, new Date(now.getTime() - KEEP_DAYS * DAY_MS));
    if (!dryRun && photos.length) {
      await deletePhotoRows(
        tx,
        photos.map((photo) => photo.id),
      );
      await queueFileRemoval(
        photos.map((photo) => photo.key),
        executorFor(tx as unknown as Db),
      );
    }
    return { uploaded_images: photos.length };
  },
};
