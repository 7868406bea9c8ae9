import {
  bookingsQuietSince,
  deleteThreads,
  requestsQuietSince,
  threadMessages,
} from './retention-repository.ts';
import type { RetentionRule } from './retention-rule.ts';

/** The first instant that is no longer kept: 1 January (UTC) six full years back from this year. */
export function contactCutoff(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear() - 6, 0, 1));
}

/**
 * Bookings and requests with their staff notes and answers, as whole threads: six full years after the
 * end of the year of the thread's last message (the request itself, a staff note on it, or for a
 * booking an answer). A thread someone wrote in last year is kept whole; the date promised when a
 * request was stored is never cut short.
 */
export const contactMessages: RetentionRule = {
  name: 'contact-messages',
  rule: 'SPEC §9: "Contact messages and replies are kept six full years."',
  async apply(tx, { now, dryRun }) {
    const cutoff = contactCutoff(now);
    const bookings = await bookingsQuietSince(tx, cutoff);
    const requests = await requestsQuietSince(tx, cutoff, now);
    const messages = threadMessages(tx, bookings, requests);
    const counts = {
      callback_requests: bookings.length,
      engagement_requests: requests.length,
      staff_notes: messages.staff_notes ? await messages.staff_notes.count() : 0,
      farmer_messages: await messages.farmer_messages.count(),
    };
    if (dryRun) return counts;
    await messages.staff_notes?.delete();
    await messages.farmer_messages.delete();
    await deleteThreads(tx, bookings, requests);
    return counts;
  },
};
