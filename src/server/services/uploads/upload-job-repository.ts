import { and, eq } from 'drizzle-orm';
import type { UploadJob, UploadKind } from '../../../contract/upload.ts';
import type { Db } from '../../db/database.ts';
import { uploadJobs } from '../../db/schema.ts';

type UploadJobRow = typeof uploadJobs.$inferSelect;

export const toUploadJob = (row: UploadJobRow): UploadJob => ({
  id: row.id,
  kind: row.kind as UploadKind,
  state: row.state,
  rows: row.rows,
  processed: row.processed,
  dry_run: row.dryRun,
  // A result kept from before the encoding was told was read as UTF-8, the only encoding read then.
  result: row.result && { ...row.result, encoding: row.result.encoding ?? 'utf-8' },
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function insertUploadJob(
  db: Db,
  values: {
    kind: UploadKind;
    userId: string;
    language: string;
    dryRun: boolean;
    replaceShipped: boolean;
    rows: number;
    csv: Buffer;
  },
) {
  const [row] = await db.insert(uploadJobs).values(values).returning();
  return row!;
}

/** Only the person who uploaded follows an import; anyone else's is not found. */
export async function ownUploadJob(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(uploadJobs)
    .where(and(eq(uploadJobs.id, id), eq(uploadJobs.userId, userId)));
  return row;
}
