import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { classifyTasks, firstDiagnoses, uploadedImages } from '../../db/schema.ts';

/** A task with its photo's file and crop. */
export async function taskWithPhoto(db: Db, taskId: string) {
  const [task] = await db
    .select({
      status: classifyTasks.status,
      imageId: classifyTasks.imageId,
      key: uploadedImages.storageKey,
      crop: uploadedImages.crop,
    })
    .from(classifyTasks)
    .innerJoin(uploadedImages, eq(uploadedImages.id, classifyTasks.imageId))
    .where(eq(classifyTasks.id, taskId));
  return task;
}

/** Ends a task that has not succeeded, with its reason. */
export async function finishTask(
  db: Db,
  taskId: string,
  status: 'succeeded' | 'failed',
  reason: string | null,
) {
  await db
    .update(classifyTasks)
    .set({ status, reason, finishedAt: new Date() })
    .where(and(eq(classifyTasks.id, taskId), ne(classifyTasks.status, 'succeeded')));
}

/** Marks a task that has not succeeded running, counting the attempt. */
export async function startTaskAttempt(db: Db, taskId: string): Promise<void> {
  await db
    .update(classifyTasks)
    .set({ status: 'running', attempts: sql`${classifyTasks.attempts} + 1` })
    .where(and(eq(classifyTasks.id, taskId), ne(classifyTasks.status, 'succeeded')));
}

/** Whether the photo has its first diagnosis already. */
export async function photoHasFirstDiagnosis(db: Db, imageId: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: firstDiagnoses.id })
    .from(firstDiagnoses)
    .where(eq(firstDiagnoses.imageId, imageId));
  return existing !== undefined;
}

/** The ids of the tasks still waiting to run. */
export async function pendingTaskIds(db: Db): Promise<string[]> {
  const pending = await db
    .select({ id: classifyTasks.id })
    .from(classifyTasks)
    .where(eq(classifyTasks.status, 'pending'));
  return pending.map((task) => task.id);
}
