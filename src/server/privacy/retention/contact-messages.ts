import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { callbackRequests, engagementRequests, farmerMessages, staffNotes } from '../../db/schema.ts';
import type { RetentionRule, Tx } from './retention-rule.ts';

/** The first instant that is no longer kept: 1 January (UTC) six full years back from this year. */
export function contactCutoff(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear() - 6, 0, 1));
}

/** The latest message of a thread: the request itself, a staff note on it, or (for bookings) an answer. */
const lastNote = (kind: 'callback' | 'engagement', id: AnyPgColumn) =>
  sql`(select max(${staffNotes.createdAt}) from ${staffNotes} where ${staffNotes.subjectKind} = ${kind} and ${staffNotes.subjectId} = ${id})`;

async function expiredBookings(tx: Tx, cutoff: Date): Promise<string[]> {
  const lastAnswer = sql`(select max(${farmerMessages.createdAt}) from ${farmerMessages} where ${farmerMessages.callbackId} = ${callbackRequests.id})`;
  const rows = await tx
    .select({ id: callbackRequests.id })
    .from(callbackRequests)
    .where(
      sql`greatest(${callbackRequests.createdAt}, ${callbackRequests.updatedAt}, ${lastNote('callback', callbackRequests.id)}, ${lastAnswer}) < ${cutoff}`,
    );
  return rows.map((row) => row.id);
}

async function expiredRequests(tx: Tx, cutoff: Date, now: Date): Promise<string[]> {
  const rows = await tx
    .select({ id: engagementRequests.id })
    .from(engagementRequests)
    .where(
      and(
        sql`greatest(${engagementRequests.createdAt}, ${lastNote('engagement', engagementRequests.id)}) < ${cutoff}`,
        // The date promised when the request was stored is never cut short.
        or(isNull(engagementRequests.retainUntil), lt(engagementRequests.retainUntil, now)),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Bookings and requests with their staff notes and answers, as whole threads: six full years after the
 * end of the year of the thread's last message. A thread someone wrote in last year is kept whole.
 */
export const contactMessages: RetentionRule = {
  name: 'contact-messages',
  rule: 'SPEC §9: "Contact messages and replies are kept six full years."',
  async apply(tx, { now, dryRun }) {
    const cutoff = contactCutoff(now);
    const bookings = await expiredBookings(tx, cutoff);
    const requests = await expiredRequests(tx, cutoff, now);
    const notesOf = or(
      bookings.length
        ? and(eq(staffNotes.subjectKind, 'callback'), inArray(staffNotes.subjectId, bookings))
        : undefined,
      requests.length
        ? and(eq(staffNotes.subjectKind, 'engagement'), inArray(staffNotes.subjectId, requests))
        : undefined,
    );
    const answersOf = bookings.length ? inArray(farmerMessages.callbackId, bookings) : sql`false`;
    const counts = {
      callback_requests: bookings.length,
      engagement_requests: requests.length,
      staff_notes: notesOf ? await tx.$count(staffNotes, notesOf) : 0,
      farmer_messages: await tx.$count(farmerMessages, answersOf),
    };
    if (dryRun) return counts;
    if (notesOf) await tx.delete(staffNotes).where(notesOf);
    await tx.delete(farmerMessages).where(answersOf);
    if (bookings.length) await tx.delete(callbackRequests).where(inArray(callbackRequests.id, bookings));
    if (requests.length) await tx.delete(engagementRequests).where(inArray(engagementRequests.id, requests));
    return counts;
  },
};
