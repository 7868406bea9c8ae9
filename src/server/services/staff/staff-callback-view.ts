import type { StaffCallback } from '../../../contract/staff.ts';
import type { Db } from '../../db/database.ts';
import { toCallback, type CallbackRow } from '../callbacks/callback-view.ts';
import { answersOnBooking } from '../callbacks/farmer-message-repository.ts';
import { predictionsOf } from '../diagnosis/first-diagnosis-repository.ts';
import { dueFields } from './booking-due.ts';
import { attemptsOf } from './call-attempt-repository.ts';
import { reviewOf, toCaseReview } from './case-review-repository.ts';
import { notesOnBooking } from './staff-callback-repository.ts';

const toNote = (row: { id: string; authorName: string; body: string; createdAt: Date }) => ({
  id: row.id,
  author: row.authorName,
  body: row.body,
  created_at: row.createdAt.toISOString(),
});

/** The first photo's three best candidates (checked as the booker's own when it was booked). */
async function topCandidates(db: Db, firstDiagnosisId: string | undefined) {
  if (!firstDiagnosisId) return [];
  return ((await predictionsOf(db, firstDiagnosisId)) ?? [])
    .toSorted((a, b) => b.confidence - a.confidence)
    .slice(0, 3)
    .map(({ label, confidence }) => ({ label, confidence }));
}

/**
 * One booking as staff open it: the booking and its case, the calls tried, staff notes, the answers
 * sent and the review.
 */
export async function staffCallbackView(
  db: Db,
  row: CallbackRow,
  slotMinutes: number,
  now: Date,
): Promise<StaffCallback> {
  const attempts = await attemptsOf(db, row.id);
  const notes = await notesOnBooking(db, row.id);
  const answers = await answersOnBooking(db, row.id);
  const review = await reviewOf(db, row.id);
  const candidates = await topCandidates(db, row.caseData?.first_diagnosis_ids?.[0]);
  return {
    ...toCallback(row, slotMinutes),
    ...dueFields(row, attempts.filter((attempt) => attempt.outcome === 'no_answer').length, now, slotMinutes),
    attempts,
    candidates,
    notes: notes.map(toNote),
    // Reviews reach the chat as their own message, not as a typed answer.
    answers: answers.filter((answer) => answer.label === null).map(toNote),
    review: review ? toCaseReview(review) : null,
  };
}
