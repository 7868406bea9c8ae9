import type PgBoss from 'pg-boss';
import type { Db } from '../db/database.ts';
import type { SqlExecutor } from '../db/transaction-sql.ts';
import type { ImageStore } from '../providers/storage/image-store.ts';
import { work } from '../jobs/job-queue.ts';
import { storageKeysInUse } from './image-file-repository.ts';

/**
 * Photo files are removed after their rows, by a job: a file store (a disk, a bucket) cannot take part
 * in the database transaction, and a bucket that is briefly down must not undo a deletion. The job is
 * written in the same transaction as the row deletions, so it exists exactly when they happened, and
 * pg-boss retries it with back-off until every file is gone.
 */
export const IMAGE_FILE_REMOVAL_QUEUE = 'remove-image-files';

export interface ImageFileRemovalData {
  keys: string[];
}

export const imageFileRemovalQueue: PgBoss.Queue = {
  name: IMAGE_FILE_REMOVAL_QUEUE,
  retryLimit: 20,
  retryDelay: 5,
  retryBackoff: true,
};

/** Queues the removal of these files; with `db`, inside the caller's transaction. */
export async function queueImageFileRemoval(boss: PgBoss, keys: string[], db?: SqlExecutor): Promise<void> {
  if (keys.length === 0) return;
  await boss.send(IMAGE_FILE_REMOVAL_QUEUE, { keys } satisfies ImageFileRemovalData, db ? { db } : {});
}

/**
 * Removes each file no photo row refers to any more. Files are content-addressed, so another person's
 * upload of the same bytes shares the file; it stays while any row needs it. Idempotent: a file
 * already gone counts as removed. Throws on the first store failure, so the job is retried.
 */
export async function removeUnreferencedFiles(db: Db, store: ImageStore, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const keep = await storageKeysInUse(db, keys);
  const orphans = [...new Set(keys)].filter((key) => !keep.has(key));
  for (const key of orphans) await store.remove(key);
  return orphans.length;
}

/** The worker; returns a function that wakes it, so a deletion's files go at once rather than at the next poll. */
export async function startImageFileRemoval(boss: PgBoss, db: Db, store: ImageStore) {
  const id = await work<ImageFileRemovalData>(
    boss,
    IMAGE_FILE_REMOVAL_QUEUE,
    { pollingIntervalSeconds: 2, batchSize: 1 },
    async ([job]) => {
      if (job) await removeUnreferencedFiles(db, store, job.data.keys);
    },
  );
  return () => boss.notifyWorker(id);
}
