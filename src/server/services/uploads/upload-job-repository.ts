import { and, asc, eq, exists, isNotNull, sql } from 'drizzle-orm';
import type { UploadJob, UploadKind } from '../../../contract/upload.ts';
import type { Db } from '../../db/database.ts';
import { uploadJobPieces, uploadJobs } from '../../db/schema.ts';
import { takingTurns } from './taking-turns.ts';

type UploadJobRow = typeof uploadJobs.$inferSelect;

/** A quarter megabyte: a piece PGlite stores or reads in a few tens of milliseconds. */
const PIECE_BYTES = 256 * 1024;

export const toUploadJob = (row: UploadJobRow): UploadJob => ({
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
  const { csv, ...job } = values;
  const [row] = await db.insert(uploadJobs).values(job).returning();
  // A piece at a time, with other requests' turns between: the job is queued only after the last.
  const turn = takingTurns(0);
  for (let start = 0; start < csv.length; start += PIECE_BYTES) {
    await db.insert(uploadJobPieces).values({
      jobId: row!.id,
      piece: start / PIECE_BYTES,
      bytes: base64Bytes(csv.subarray(start, start + PIECE_BYTES)),
    });
    await turn();
  }
  return row!;
}

/**
 * Bytes travel as base64 text, which Node and PostgreSQL each convert natively: PGlite converts a bytea
 * parameter or value a byte at a time in JavaScript.
 */
const base64Bytes = (bytes: Buffer) => sql`decode(${bytes.toString('base64')}, 'base64')`;

/** Only the person who uploaded follows an import; anyone else's is not found. */
export async function ownUploadJob(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(uploadJobs)
    .where(and(eq(uploadJobs.id, id), eq(uploadJobs.userId, userId)));
  return row;
}

/** A job with its file, read a piece at a time with other requests' turns between; null once deleted. */
export async function uploadJobById(db: Db, id: string) {
  const [row] = await db.select().from(uploadJobs).where(eq(uploadJobs.id, id));
  if (!row) return undefined;
  const pieces = await db
    .select({ piece: uploadJobPieces.piece })
    .from(uploadJobPieces)
    .where(eq(uploadJobPieces.jobId, id))
    .orderBy(asc(uploadJobPieces.piece));
  const turn = takingTurns(0);
  const read: Buffer[] = [];
  for (const { piece } of pieces) {
    const [found] = await db
      .select({ bytes: sql<string>`encode(${uploadJobPieces.bytes}, 'base64')` })
      .from(uploadJobPieces)
      .where(and(eq(uploadJobPieces.jobId, id), eq(uploadJobPieces.piece, piece)));
    read.push(Buffer.from(found!.bytes, 'base64'));
    await turn();
  }
  return { ...row, csv: pieces.length > 0 ? Buffer.concat(read) : null };
}

/** Deletes a job's file once its import has finished (or failed): only its answer stays. */
export async function deleteUploadFile(db: Db, id: string) {
  await db.delete(uploadJobPieces).where(eq(uploadJobPieces.jobId, id));
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
    .where(
      and(
        eq(uploadJobs.state, 'running'),
        isNotNull(uploadJobs.result),
        exists(db.select().from(uploadJobPieces).where(eq(uploadJobPieces.jobId, uploadJobs.id))),
      ),
    );
  return rows.map((row) => row.id);
}
