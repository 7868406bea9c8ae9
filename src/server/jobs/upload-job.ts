import type PgBoss from 'pg-boss';
import type { UploadKind } from '../../contract/upload.ts';
import type { Db } from '../db/database.ts';
import { translatorFor } from '../i18n/server-translator.ts';
import { userById } from '../services/accounts/account-repository.ts';
import { readCsv } from '../services/uploads/csv-table.ts';
import {
  deleteUploadFile,
  setUploadJob,
  halfWrittenUploadJobIds,
  uploadJobById,
} from '../services/uploads/upload-job-repository.ts';
import { uploadImports } from '../services/uploads/upload-kinds.ts';
import { work } from './job-queue.ts';

export const UPLOAD_QUEUE = 'csv-upload';

/** Queues a stored upload's import, on the job queue that survives a restart. */
export async function sendUpload(boss: PgBoss, uploadId: string): Promise<void> {
  await boss.send(UPLOAD_QUEUE, { uploadId }, { id: uploadId });
}

export interface UploadRunOptions {
  /**
   * Commit each batch of rows on its own (PGlite: its one connection is then free between batches
   * for other requests) instead of the whole import in one transaction (PostgreSQL, which serves
   * other connections beside it).
   */
  inSteps: boolean;
  /** Told when an import has changed data, so kept answers can be dropped. */
  written?: () => void;
}

/**
 * Imports one stored upload, keeping its state and progress where `upload/status/{id}/` reads them.
 * Written in steps, an import stopped half-way (the process ended) is run again from its kept file
 * on the next start: the rows already written are then found unchanged and the rest written, and the
 * answer is the one decided before writing began. So it ends all written, never half.
 */
export async function runUpload(db: Db, uploadId: string, options: UploadRunOptions): Promise<void> {
  const job = await uploadJobById(db, uploadId);
  if (!job || job.state === 'done' || job.csv === null) return;
  const setJob = (values: Parameters<typeof setUploadJob>[2]) => setUploadJob(db, uploadId, values);
  /** Ends the job: its answer stays, its file goes. */
  const finish = async (values: Parameters<typeof setUploadJob>[2]) => {
    await setJob(values);
    await deleteUploadFile(db, uploadId);
  };
  const user = job.userId ? await userById(db, job.userId) : undefined;
  const runImport = uploadImports[job.kind as UploadKind];
  if (!user || !runImport || !runImport.mayUpload(user)) {
    await finish({ state: 'failed' });
    return;
  }
  /** Decided by a run that was stopped while writing. */
  const decidedBefore = job.state === 'running' ? job.result : null;
  await setJob({ state: 'running', processed: 0 });
  try {
    const result = await runImport(db, user, await readCsv(job.csv), {
      dryRun: job.dryRun,
      replaceShipped: job.replaceShipped,
      translate: translatorFor(job.language),
      inSteps: options.inSteps,
      progress: async (processed) => {
        await setJob({ processed });
      },
      decided: async (decided) => {
        if (options.inSteps && !decidedBefore) await setJob({ result: decided });
      },
    });
    const told = decidedBefore && result.errors.length === 0 ? decidedBefore : result;
    await finish({ state: 'done', processed: job.rows, result: told });
    if (!job.dryRun && result.errors.length === 0) options.written?.();
  } catch (error) {
    await finish({ state: 'failed' });
    throw error;
  }
}

/**
 * The upload worker, in the API process: imports are rare. On a start it also finishes the imports
 * a stopped process left half-written (only PGlite writes in steps, and it is one process's).
 */
export async function startUploadWorker(boss: PgBoss, db: Db, options: UploadRunOptions): Promise<void> {
  if (!(await boss.getQueue(UPLOAD_QUEUE)))
    await boss.createQueue(UPLOAD_QUEUE, { name: UPLOAD_QUEUE, retryLimit: 0 });
  await work<{ uploadId: string }>(
    boss,
    UPLOAD_QUEUE,
    { pollingIntervalSeconds: 0.5, batchSize: 1 },
    async ([job]) => {
      if (job) await runUpload(db, job.data.uploadId, options);
    },
  );
  for (const uploadId of await halfWrittenUploadJobIds(db)) {
    // One that cannot finish is marked failed by runUpload; the queue starts regardless.
    await runUpload(db, uploadId, options).catch(() => undefined);
  }
}
