import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { UploadKind } from '../../contract/upload.ts';
import type { Db } from '../db/database.ts';
import { uploadJobs, users } from '../db/schema.ts';
import { translatorFor } from '../i18n/server-translator.ts';
import { readCsv } from '../services/uploads/csv-table.ts';
import { uploadImports } from '../services/uploads/upload-kinds.ts';
import { work } from './job-queue.ts';

export const UPLOAD_QUEUE = 'csv-upload';

/** Queues a stored upload's import, on the job queue that survives a restart. */
export async function sendUpload(boss: PgBoss, uploadId: string): Promise<void> {
  await boss.send(UPLOAD_QUEUE, { uploadId }, { id: uploadId });
}

/** Imports one stored upload, keeping its state and progress where `upload/status/{id}/` reads them. */
export async function runUpload(db: Db, uploadId: string, written?: () => void): Promise<void> {
  const [job] = await db.select().from(uploadJobs).where(eq(uploadJobs.id, uploadId));
  if (!job || job.state === 'done' || job.csv === null) return;
  const setJob = (values: Partial<typeof uploadJobs.$inferInsert>) =>
    db
      .update(uploadJobs)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(uploadJobs.id, uploadId));
  const [user] = job.userId ? await db.select().from(users).where(eq(users.id, job.userId)) : [];
  const runImport = uploadImports[job.kind as UploadKind];
  if (!user || !runImport || !runImport.mayUpload(user)) {
    await setJob({ state: 'failed', csv: null });
    return;
  }
  await setJob({ state: 'running', processed: 0 });
  try {
    const result = await runImport(db, user, await readCsv(job.csv), {
      dryRun: job.dryRun,
      replaceShipped: job.replaceShipped,
      translate: translatorFor(job.language),
      progress: async (processed) => {
        await setJob({ processed });
      },
    });
    await setJob({ state: 'done', processed: job.rows, result, csv: null });
    if (!job.dryRun && result.errors.length === 0) written?.();
  } catch (error) {
    await setJob({ state: 'failed', csv: null });
    throw error;
  }
}

/**
 * The upload worker, in the API process: imports are rare and each is one database transaction.
 * `written` is told when an import has changed data, so kept answers can be dropped.
 */
export async function startUploadWorker(boss: PgBoss, db: Db, written?: () => void): Promise<void> {
  if (!(await boss.getQueue(UPLOAD_QUEUE)))
    await boss.createQueue(UPLOAD_QUEUE, { name: UPLOAD_QUEUE, retryLimit: 0 });
  await work<{ uploadId: string }>(
    boss,
    UPLOAD_QUEUE,
    { pollingIntervalSeconds: 0.5, batchSize: 1 },
    async ([job]) => {
      if (job) await runUpload(db, job.data.uploadId, written);
    },
  );
}
