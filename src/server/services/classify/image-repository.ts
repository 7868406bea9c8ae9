import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { classifyTasks, firstDiagnoses, uploadedImages } from '../../db/schema.ts';

/** A stored photo by id, whoever sent it: the caller decides who may see it. */
export async function imageById(db: Db, id: string) {
  const [row] = await db.select().from(uploadedImages).where(eq(uploadedImages.id, id));
  return row;
}

/** The caller's own uploaded photo, or undefined. */
export async function ownImage(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(uploadedImages)
    .where(and(eq(uploadedImages.id, id), eq(uploadedImages.userId, userId)));
  return row;
}

/** A classification task with its photo and, once there is one, its first diagnosis. */
export async function taskWithResult(db: Db, id: string) {
  const [row] = await db
    .select({ task: classifyTasks, image: uploadedImages, first: firstDiagnoses })
    .from(classifyTasks)
    .innerJoin(uploadedImages, eq(uploadedImages.id, classifyTasks.imageId))
    .leftJoin(firstDiagnoses, eq(firstDiagnoses.imageId, classifyTasks.imageId))
    .where(eq(classifyTasks.id, id));
  return row;
}

/** Who owns each of these photos (account or upload token); unknown ids are left out. */
export function photoOwners(db: Db, ids: string[]) {
  return db
    .select({
      id: uploadedImages.id,
      userId: uploadedImages.userId,
      tokenHash: uploadedImages.uploadTokenHash,
    })
    .from(uploadedImages)
    .where(inArray(uploadedImages.id, ids));
}

/** Whether any photo row still refers to this file. */
export async function fileIsReferenced(db: Db, storageKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: uploadedImages.id })
    .from(uploadedImages)
    .where(eq(uploadedImages.storageKey, storageKey))
    .limit(1);
  return rows.length > 0;
}

/** The task an owner already made with this Idempotency-Key, or undefined. */
export async function taskByIdempotencyKey(db: Db, ownerKey: string, idempotencyKey: string) {
  const [task] = await db
    .select({ id: classifyTasks.id, status: classifyTasks.status })
    .from(classifyTasks)
    .where(and(eq(classifyTasks.ownerKey, ownerKey), eq(classifyTasks.idempotencyKey, idempotencyKey)));
  return task;
}

/** Records an uploaded photo; answers its id. */
export async function insertUploadedImage(
  db: Db,
  values: typeof uploadedImages.$inferInsert,
): Promise<string> {
  const [image] = await db.insert(uploadedImages).values(values).returning({ id: uploadedImages.id });
  return image!.id;
}

/** Records a pending task; undefined when the owner's Idempotency-Key names a task already. */
export async function insertTaskUnlessKeyTaken(db: Db, values: typeof classifyTasks.$inferInsert) {
  const [task] = await db
    .insert(classifyTasks)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: classifyTasks.id, status: classifyTasks.status });
  return task;
}
