import type { Db } from '../../db/database.ts';
import { executorFor, type SqlExecutor } from '../../db/transaction-sql.ts';
import { crashPoint } from '../../jobs/crash-point.ts';
import { wardAtPoint } from '../../places/ward-at-point.ts';
import type { CleanImage } from './clean-image.ts';
import {
  fileIsReferenced,
  insertTaskUnlessKeyTaken,
  insertUploadedImage,
  taskByIdempotencyKey,
} from './image-repository.ts';
import type { ImageStore } from '../../providers/storage/image-store.ts';
import type { Upload } from './read-upload.ts';
import type { UploadOwner } from './upload-owner.ts';

export interface CreatedTask {
  id: string;
  status: 'pending' | 'running' | 'succeeded' | 'failed';
  /** False when an Idempotency-Key named a task made before: nothing new was stored or queued. */
  created: boolean;
}

/** Writes a task's job on the given connection (see `sendClassification`). */
export type QueueClassification = (taskId: string, db?: SqlExecutor) => Promise<void>;

/** Thrown inside the transaction to roll it back when a concurrent retry won the idempotency key. */
class LostRace extends Error {}

export async function findReplay(db: Db, owner: UploadOwner, idempotencyKey: string | null) {
  if (!idempotencyKey) return null;
  const task = await taskByIdempotencyKey(db, owner.key, idempotencyKey);
  return task ? { ...task, created: false } : null;
}

/**
 * Keeps the cleaned photo and records the upload, its pending task and the task's job in one
 * transaction: a crash anywhere leaves all three or none, never a task that waits for a job forever.
 * A file this upload wrote is removed again if the records cannot be written, so a refusal leaves
 * nothing behind.
 */
export async function createTask(
  deps: { db: Db; store: ImageStore; queue: QueueClassification },
  input: {
    owner: UploadOwner;
    clean: CleanImage;
    metadata: Upload['metadata'];
    idempotencyKey: string | null;
  },
): Promise<CreatedTask> {
  const { owner, clean, metadata, idempotencyKey } = input;
  const stored = await deps.store.put(clean.sha256, clean.data);
  try {
    return await deps.db.transaction(async (tx) => {
      const imageId = await insertUploadedImage(tx, {
        userId: owner.userId,
        uploadTokenHash: owner.tokenHash,
        sha256: clean.sha256,
        storageKey: stored.key,
        contentType: clean.contentType,
        bytes: clean.data.length,
        width: clean.width,
        height: clean.height,
        crop: metadata.crop,
        latitude: metadata.latitude,
        longitude: metadata.longitude,
        altitude: metadata.altitude,
        wardId: wardAtPoint(metadata.latitude, metadata.longitude),
        takenAt: metadata.taken_at ? new Date(metadata.taken_at) : undefined,
        imageSource: metadata.image_source,
        locale: metadata.locale,
        networkType: metadata.network_type,
        networkProvider: metadata.network_provider,
      });
      const task = await insertTaskUnlessKeyTaken(tx, { imageId, ownerKey: owner.key, idempotencyKey });
      if (!task) throw new LostRace();
      crashPoint('after-task-row');
      await deps.queue(task.id, executorFor(tx as unknown as Db));
      return { ...task, created: true };
    });
  } catch (error) {
    // Another upload of the same bytes may have committed meanwhile; its file must stay.
    if (stored.created && !(await fileIsReferenced(deps.db, stored.key))) await deps.store.remove(stored.key);
    if (error instanceof LostRace) return (await findReplay(deps.db, owner, idempotencyKey))!;
    throw error;
  }
}
