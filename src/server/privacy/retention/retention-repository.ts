import { and, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  callbackRequests,
  contactChanges,
  dataExports,
  engagementRequests,
  farmerMessages,
  loginSessions,
  outboxMessages,
  passwordResetCodes,
  socialSignIns,
  staffNotes,
  throttleBuckets,
  uploadedImages,
} from '../../db/schema.ts';
import type { Tx } from './retention-rule.ts';

/** Rows a retention rule judges: counted for a dry run, deleted for a real one; both answer how many. */
export interface RowsToRemove {
  count(): Promise<number>;
  delete(): Promise<number>;
}

function rowsOf(tx: Tx, table: PgTable, where: SQL | undefined): RowsToRemove {
  return {
    count: () => tx.$count(table, where),
    delete: async () =>
      (
        await tx
          .delete(table)
          .where(where)
          .returning({ id: sql<number>`1` })
      ).length,
  };
}

/** Exports whose offer ended before `now`. */
export const exportsExpiredBy = (tx: Tx, now: Date) =>
  rowsOf(tx, dataExports, lt(dataExports.expiresAt, now));

/** SMS and e-mails written before `before`, sent or not. */
export const outboxMessagesBefore = (tx: Tx, before: Date) =>
  rowsOf(tx, outboxMessages, lt(outboxMessages.createdAt, before));

/**
 * Credentials that stopped counting before `before`: ended logins (revoked or past their end),
 * used or expired reset and contact-change codes, and lockout counters whose window started then.
 */
export function credentialsSpentBefore(tx: Tx, before: Date) {
  return {
    login_sessions: rowsOf(
      tx,
      loginSessions,
      or(lt(loginSessions.revokedAt, before), lt(loginSessions.expiresAt, before)),
    ),
    password_reset_codes: rowsOf(
      tx,
      passwordResetCodes,
      or(
        and(isNotNull(passwordResetCodes.usedAt), lt(passwordResetCodes.usedAt, before)),
        lt(passwordResetCodes.expiresAt, before),
      ),
    ),
    contact_changes: rowsOf(
      tx,
      contactChanges,
      or(
        and(isNotNull(contactChanges.usedAt), lt(contactChanges.usedAt, before)),
        lt(contactChanges.expiresAt, before),
      ),
    ),
    throttle_buckets: rowsOf(tx, throttleBuckets, lt(throttleBuckets.windowStartedAt, before)),
    social_sign_ins: rowsOf(tx, socialSignIns, lt(socialSignIns.expiresAt, before)),
  };
}

/** Photos sent without an account before `before` that no callback booking shows. */
export async function anonymousPhotosUnattachedSince(tx: Tx, before: Date) {
  const attached = sql`exists (select 1 from ${callbackRequests} where strpos(${callbackRequests.caseData}::text, ${uploadedImages.id}::text) > 0)`;
  return tx
    .select({ id: uploadedImages.id, key: uploadedImages.storageKey })
    .from(uploadedImages)
    .where(and(isNull(uploadedImages.userId), lt(uploadedImages.createdAt, before), sql`not ${attached}`));
}

/** Deletes these photo rows (their tasks and first diagnoses cascade); the files are the caller's. */
export async function deletePhotoRows(tx: Tx, ids: string[]): Promise<void> {
  if (ids.length) await tx.delete(uploadedImages).where(inArray(uploadedImages.id, ids));
}

/** The latest message of a thread: the request itself, a staff note on it, or (for bookings) an answer. */
const lastNote = (kind: 'callback' | 'engagement', id: AnyPgColumn) =>
  sql`(select max(${staffNotes.createdAt}) from ${staffNotes} where ${staffNotes.subjectKind} = ${kind} and ${staffNotes.subjectId} = ${id})`;

/** Bookings whose last message (the booking, a note, an answer) is older than `cutoff`. */
export async function bookingsQuietSince(tx: Tx, cutoff: Date): Promise<string[]> {
  const lastAnswer = sql`(select max(${farmerMessages.createdAt}) from ${farmerMessages} where ${farmerMessages.callbackId} = ${callbackRequests.id})`;
  const rows = await tx
    .select({ id: callbackRequests.id })
    .from(callbackRequests)
    .where(
      sql`greatest(${callbackRequests.createdAt}, ${callbackRequests.updatedAt}, ${lastNote('callback', callbackRequests.id)}, ${lastAnswer}) < ${cutoff}`,
    );
  return rows.map((row) => row.id);
}

/** Requests whose last message is older than `cutoff` and whose promised keeping date (if any) is past. */
export async function requestsQuietSince(tx: Tx, cutoff: Date, now: Date): Promise<string[]> {
  const rows = await tx
    .select({ id: engagementRequests.id })
    .from(engagementRequests)
    .where(
      and(
        sql`greatest(${engagementRequests.createdAt}, ${lastNote('engagement', engagementRequests.id)}) < ${cutoff}`,
        or(isNull(engagementRequests.retainUntil), lt(engagementRequests.retainUntil, now)),
      ),
    );
  return rows.map((row) => row.id);
}

/** The staff notes and answers of these bookings and requests. */
export function threadMessages(tx: Tx, bookings: string[], requests: string[]) {
  const notesOf = or(
    bookings.length
      ? and(eq(staffNotes.subjectKind, 'callback'), inArray(staffNotes.subjectId, bookings))
      : undefined,
    requests.length
      ? and(eq(staffNotes.subjectKind, 'engagement'), inArray(staffNotes.subjectId, requests))
      : undefined,
  );
  const answersOf = bookings.length ? inArray(farmerMessages.callbackId, bookings) : sql`false`;
  return {
    staff_notes: notesOf ? rowsOf(tx, staffNotes, notesOf) : undefined,
    farmer_messages: rowsOf(tx, farmerMessages, answersOf),
  };
}

/** Deletes these bookings and requests (their notes and answers first, by `threadMessages`). */
export async function deleteThreads(tx: Tx, bookings: string[], requests: string[]): Promise<void> {
  if (bookings.length) await tx.delete(callbackRequests).where(inArray(callbackRequests.id, bookings));
  if (requests.length) await tx.delete(engagementRequests).where(inArray(engagementRequests.id, requests));
}
