import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  accountActions,
  callbackRequests,
  caseReviews,
  engagementRequests,
  farmerMessages,
  staffNotes,
} from '../db/schema.ts';
import type { PersonIdentifiers } from './person-identifiers.ts';
import { scrubberFor, scrubJson } from './person-identifiers.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Contact messages and the provider's replies outlive the account without the person in them
 * (README.md, "contact messages"): bookings, requests, notes and answers lose the name, phone number,
 * e-mail, account and booking token, and their texts have those identifiers struck out. Records made
 * without an account but with the person's phone number or e-mail are theirs too.
 */
export async function anonymiseContactRecords(tx: Tx, person: PersonIdentifiers, now: Date): Promise<void> {
  const scrub = scrubberFor(person);

  const bookings = await tx
    .select()
    .from(callbackRequests)
    .where(or(eq(callbackRequests.userId, person.userId), eq(callbackRequests.phone, person.phone)));
  for (const booking of bookings) {
    const open = booking.status === 'new' || booking.status === 'scheduled';
    await tx
      .update(callbackRequests)
      .set({
        // An open booking leaves the agronomists' queue: nobody is left to call.
        status: open ? 'cancelled' : booking.status,
        userId: null,
        tokenHash: null,
        name: '',
        phone: '',
        caseData: null,
        note: booking.note === null ? null : scrub(booking.note),
        updatedAt: now,
      })
      .where(eq(callbackRequests.id, booking.id));
  }

  const requests = await tx
    .select()
    .from(engagementRequests)
    .where(
      or(
        eq(engagementRequests.userId, person.userId),
        eq(engagementRequests.phone, person.phone),
        person.email ? eq(engagementRequests.email, person.email) : undefined,
      ),
    );
  for (const request of requests) {
    await tx
      .update(engagementRequests)
      .set({ userId: null, name: null, phone: null, email: null, details: scrubJson(request.details, scrub) })
      .where(eq(engagementRequests.id, request.id));
  }

  const bookingIds = bookings.map((booking) => booking.id);
  const requestIds = requests.map((request) => request.id);
  const notes = await tx
    .select()
    .from(staffNotes)
    .where(
      or(
        eq(staffNotes.authorId, person.userId),
        bookingIds.length
          ? and(eq(staffNotes.subjectKind, 'callback'), inArray(staffNotes.subjectId, bookingIds))
          : undefined,
        requestIds.length
          ? and(eq(staffNotes.subjectKind, 'engagement'), inArray(staffNotes.subjectId, requestIds))
          : undefined,
      ),
    );
  for (const note of notes) {
    const byThem = note.authorId === person.userId;
    await tx
      .update(staffNotes)
      .set({ body: scrub(note.body), authorName: byThem ? '' : note.authorName })
      .where(eq(staffNotes.id, note.id));
  }

  // An agronomist's review of their case photos stays (the photos themselves are deleted), like a note.
  const reviews = await tx
    .select()
    .from(caseReviews)
    .where(
      or(
        eq(caseReviews.authorId, person.userId),
        bookingIds.length ? inArray(caseReviews.callbackId, bookingIds) : undefined,
      ),
    );
  for (const review of reviews) {
    const byThem = review.authorId === person.userId;
    await tx
      .update(caseReviews)
      .set({
        note: review.note === null ? null : scrub(review.note),
        authorName: byThem ? '' : review.authorName,
      })
      .where(eq(caseReviews.id, review.id));
  }

  // An admin's decision about the account stays on record, its reason without the person in it.
  const decisions = await tx
    .select()
    .from(accountActions)
    .where(or(eq(accountActions.subjectId, person.userId), eq(accountActions.actorId, person.userId)));
  for (const decision of decisions) {
    const byThem = decision.actorId === person.userId;
    await tx
      .update(accountActions)
      .set({ reason: scrub(decision.reason), actorName: byThem ? '' : decision.actorName })
      .where(eq(accountActions.id, decision.id));
  }

  const answers = await tx
    .select()
    .from(farmerMessages)
    .where(
      or(
        eq(farmerMessages.userId, person.userId),
        eq(farmerMessages.authorId, person.userId),
        eq(farmerMessages.phone, person.phone),
        bookingIds.length ? inArray(farmerMessages.callbackId, bookingIds) : undefined,
      ),
    );
  for (const answer of answers) {
    const byThem = answer.authorId === person.userId;
    const toThem = !byThem || answer.userId === person.userId || answer.phone === person.phone;
    await tx
      .update(farmerMessages)
      .set({
        userId: toThem ? null : answer.userId,
        phone: toThem ? '' : answer.phone,
        body: scrub(answer.body),
        authorName: byThem ? '' : answer.authorName,
      })
      .where(eq(farmerMessages.id, answer.id));
  }
}
