import { and, eq, getTableColumns, isNotNull, sql } from 'drizzle-orm';
import type { UploadJob, UploadKind } from '../../../contract/upload.ts';
import type { Db } from '../../db/database.ts';
import { uploadJobs } from '../../db/schema.ts';

type UploadJobRow = typeof uploadJobs.$inferSelect;

/** A job as its status tells it: without the file's bytes, megabytes each poll of its status had read. */
const { csv: _csv, ...followed } = getTableColumns(uploadJobs);

export const toUploadJob = (row: Omit<UploadJobRow, 'csv'>): UploadJob => ({
  id: row.id,
  kind: row.kind as UploadKind,
  state: row.state,
  rows: row.rows,
  processed: row.processed,
  dry_run: row.dryRun,
  // A running import keeps its decided answer while it writes (upload-job.ts): told once it is done.
  // A result kept from before the encoding was told was read as UTF-8, the only encoding read then.
  result:
    row.state === 'running'
      ? null
      : row.result && { ...row.result, encoding: row.result.encoding ?? 'utf-8' },
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
  const [row] = await db
    .insert(uploadJobs)
    .values({ ...values, csv: sql`decode(${values.csv.toString('base64')}, 'base64')` })
    .returning(followed);
  return row!;
}

/** Only the person who uploaded follows an import; anyone else's is not found. */
export async function ownUploadJob(db: Db, userId: string, id: string) {
  const [row] = await db
    .select(followed)
    .from(uploadJobs)
    .where(and(eq(uploadJobs.id, id), eq(uploadJobs.userId, userId)));
  return row;
}

/**
 * A job with its file. The bytes travel as base64 text, which Node turns into bytes natively: PGlite
 * reads and writes a bytea a byte at a time in JavaScript, and a 2.5 MB file held the event loop for
 * most of a second each way.
 */
export async function uploadJobById(db: Db, id: string) {
  const [row] = await db
    .select({ ...followed, csv: sql<string | null>`encode(${uploadJobs.csv}, 'base64')` })
    .from(uploadJobs)
    .where(eq(uploadJobs.id, id));
  return row && { ...row, csv: row.csv === null ? null : Buffer.from(row.csv, 'base64') };
}

export async function setUploadJob(db: Db, id: string, values: Partial<typeof uploadJobs.$inferInsert>) {
  await db
    .update(uploadJobs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(uploadJobs.id, id));
}

/** Imports a stopped process left half-written: running, decided, their file still kept. */
export async function halfWrittenUploadJobIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: uploadJobs.id })
    .from(uploadJobs)
    .where(and(eq(uploadJobs.state, 'running'), isNotNull(uploadJobs.result), isNotNull(uploadJobs.csv)));
  return rows.map((row) => row.id);
}
