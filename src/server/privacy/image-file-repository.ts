import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { uploadedImages } from '../db/schema.ts';

/** Which of these photo files some photo row still refers to. */
export async function storageKeysInUse(db: Db, keys: string[]): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ key: uploadedImages.storageKey })
    .from(uploadedImages)
    .where(inArray(uploadedImages.storageKey, keys));
  return new Set(rows.map((row) => row.key));
}
