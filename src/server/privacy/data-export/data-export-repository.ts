import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { dataExports, uploadedImages, users } from '../../db/schema.ts';

/** A stored export with its account; undefined when the account (and with it the export) is gone. */
export async function exportWithAccount(db: Db, exportId: string) {
  const [row] = await db
    .select({ export: dataExports, user: users })
    .from(dataExports)
    .innerJoin(users, eq(users.id, dataExports.userId))
    .where(eq(dataExports.id, exportId));
  return row;
}

export async function markExportReady(db: Db, exportId: string, archive: Buffer, expiresAt: Date) {
  await db
    .update(dataExports)
    .set({ status: 'ready', archive, expiresAt })
    .where(eq(dataExports.id, exportId));
}

/** The account's newest export in this language that is still offered at `now`. */
export async function latestOfferedExport(db: Db, userId: string, language: string, now: Date) {
  const [latest] = await db
    .select()
    .from(dataExports)
    .where(
      and(eq(dataExports.userId, userId), eq(dataExports.language, language), gt(dataExports.expiresAt, now)),
    )
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return latest;
}

/** Stores a new export as being prepared; answers its id. */
export async function insertPreparingExport(
  db: Db,
  values: { userId: string; language: string; createdAt: Date; expiresAt: Date },
): Promise<string> {
  const [created] = await db
    .insert(dataExports)
    .values({ ...values, status: 'preparing' })
    .returning({ id: dataExports.id });
  return created!.id;
}

export function countPhotosOf(db: Db, userId: string): Promise<number> {
  return db.$count(uploadedImages, eq(uploadedImages.userId, userId));
}
