import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import { callbackRequests, uploadedImages } from '../../db/schema.ts';
import { executorFor } from '../../db/transaction-sql.ts';
import type { Db } from '../../db/database.ts';
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
    const attached = sql`exists (select 1 from ${callbackRequests} where strpos(${callbackRequests.caseData}::text, ${uploadedImages.id}::text) > 0)`;
    const stale = and(
      isNull(uploadedImages.userId),
      lt(uploadedImages.createdAt, new Date(now.getTime() - KEEP_DAYS * DAY_MS)),
      sql`not ${attached}`,
    );
    const photos = await tx
      .select({ id: uploadedImages.id, key: uploadedImages.storageKey })
      .from(uploadedImages)
      .where(stale);
    if (!dryRun && photos.length) {
      await tx.delete(uploadedImages).where(
        inArray(
          uploadedImages.id,
          photos.map((photo) => photo.id),
        ),
      );
      await queueFileRemoval(
        photos.map((photo) => photo.key),
        executorFor(tx as unknown as Db),
      );
    }
    return { uploaded_images: photos.length };
  },
};
