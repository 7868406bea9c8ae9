import type { Db } from '../db/database.ts';
import type { PersonIdentifiers } from './person-identifiers.ts';
import { scrubberFor, scrubJson } from './person-identifiers.ts';
import {
  accountDecisionsByOrAbout,
  answersByOrTo,
  bookingsOfPerson,
  notesByOrOn,
  requestsOfPerson,
  reviewsByOrOf,
  updateAccountDecision,
  updateAnswer,
  updateBooking,
  updateNote,
  updateRequest,
  updateReview,
} from './person-records-repository.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Contact messages and the provider's replies outlive the account without the person in them
 * (README.md, "contact messages"): bookings, requests, notes and answers lose the name, phone number,
 * e-mail, account and booking token, and their texts have those identifiers struck out. Records made
 * without an account but with the person's phone number or e-mail are theirs too.
 */
export async function anonymiseContactRecords(tx: Tx, person: PersonIdentifiers, now: Date): Promise<void> {
  const scrub = scrubberFor(person);

  const bookings = await bookingsOfPerson(tx, person);
  for (const booking of bookings) {
    const open = booking.status === 'new' || booking.status === 'scheduled';
    await updateBooking(tx, booking.id, {
      // An open booking leaves the agronomists' queue: nobody is left to call.
      status: open ? 'cancelled' : booking.status,
      userId: null,
      tokenHash: null,
      name: '',
      phone: '',
      caseData: null,
      note: booking.note === null ? null : scrub(booking.note),
      updatedAt: now,
    });
  }

  const requests = await requestsOfPerson(tx, person);
  for (const request of requests) {
    await updateRequest(tx, request.id, {
      userId: null,
      name: null,
      phone: null,
      email: null,
      details: scrubJson(request.details, scrub),
    });
  }

  const bookingIds = bookings.map((booking) => booking.id);
  const requestIds = requests.map((request) => request.id);
  const notes = await notesByOrOn(tx, person.userId, bookingIds, requestIds);
  for (const note of notes) {
    const byThem = note.authorId === person.userId;
    await updateNote(tx, note.id, { body: scrub(note.body), authorName: byThem ? '' : note.authorName });
  }

  // An agronomist's review of their case photos stays (the photos themselves are deleted), like a note.
  const reviews = await reviewsByOrOf(tx, person.userId, bookingIds);
  for (const review of reviews) {
    const byThem = review.authorId === person.userId;
    await updateReview(tx, review.id, {
      note: review.note === null ? null : scrub(review.note),
      authorName: byThem ? '' : review.authorName,
    });
  }

  // An admin's decision about the account stays on record, its reason without the person in it.
  const decisions = await accountDecisionsByOrAbout(tx, person.userId);
  for (const decision of decisions) {
    const byThem = decision.actorId === person.userId;
    await updateAccountDecision(tx, decision.id, {
      reason: scrub(decision.reason),
      actorName: byThem ? '' : decision.actorName,
    });
  }

  const answers = await answersByOrTo(tx, person, bookingIds);
  for (const answer of answers) {
    const byThem = answer.authorId === person.userId;
    const toThem =
      !byThem || answer.userId === person.userId || (person.phone !== null && answer.phone === person.phone);
    await updateAnswer(tx, answer.id, {
      userId: toThem ? null : answer.userId,
      phone: toThem ? '' : answer.phone,
      body: scrub(answer.body),
      authorName: byThem ? '' : answer.authorName,
    });
  }
}
