import { and, eq } from 'drizzle-orm';
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
