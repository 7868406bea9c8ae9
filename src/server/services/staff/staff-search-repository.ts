import { and, desc, ilike, or, sql, type Column, type SQL } from 'drizzle-orm';
import { STAFF_SEARCH_LIMIT } from '../../../contract/staff-search.ts';
import type { StaffRole } from '../../../contract/staff.ts';
import type { Db } from '../../db/database.ts';
import { callbackRequests, engagementRequests } from '../../db/schema.ts';
import { unansweredCalls, visibleCallbacks } from './staff-callback-repository.ts';
import { phoneDigits } from './staff-search.ts';

/** `%`, `_` and `\` typed by staff are matched as themselves. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

const phoneMatch = (column: Column, term: string) => {
  const digits = phoneDigits(term);
  return digits.length >= 4 ? ilike(column, contains(digits)) : undefined;
};

/**
 * Wards by the farmer's record with the same phone number: the ward they registered in, and their
 * farms'. Spelled with table names, as inside a subquery Drizzle's unqualified columns would mean the
 * subquery's own.
 */
const farmerWardMatches = (pattern: string) => sql`exists (
  select 1 from "farmers" farmer
  left join "farms" farm on farm."farmer_id" = farmer."id"
  join "wards" ward on ward."id" = farmer."ward_id" or ward."id" = farm."ward_id"
  where farmer."phone_number" = "callback_requests"."phone" and ward."name" ilike ${pattern}
)`;

/** A crop by its id or either of its names in the library. */
const cropMatches = (pattern: string) => sql`(
  ${callbackRequests.caseData}->>'crop' ilike ${pattern}
  or ${callbackRequests.caseData}->>'crop' in (
    select crop."id" from "library_crops" crop where crop."search_text" ilike ${pattern}
  )
)`;

function bookingMatches(term: string): SQL {
  const pattern = contains(term);
  return or(
    ilike(callbackRequests.reference, pattern),
    ilike(callbackRequests.name, pattern),
    phoneMatch(callbackRequests.phone, term),
    sql`${callbackRequests.caseData}->'place'->>'name' ilike ${pattern}`,
    farmerWardMatches(pattern),
    cropMatches(pattern),
  )!;
}

function requestMatches(term: string): SQL {
  const pattern = contains(term);
  return or(
    ilike(engagementRequests.reference, pattern),
    ilike(engagementRequests.name, pattern),
    ilike(engagementRequests.email, pattern),
    phoneMatch(engagementRequests.phone, term),
    sql`${engagementRequests.details}->>'place' ilike ${pattern}`,
  )!;
}

/** The bookings the role may see that fit every word, newest first, with the count of all that fit. */
export async function searchBookings(db: Db, role: StaffRole, terms: string[]) {
  const where = and(visibleCallbacks(role), ...terms.map(bookingMatches));
  const count = await db.$count(callbackRequests, where);
  const rows = await db
    .select({ booking: callbackRequests, unanswered: unansweredCalls })
    .from(callbackRequests)
    .where(where)
    .orderBy(desc(callbackRequests.createdAt))
    .limit(STAFF_SEARCH_LIMIT);
  return { count, rows };
}

/** The engagement requests that fit every word, newest first, with the count of all that fit. */
export async function searchRequests(db: Db, terms: string[]) {
  const where = and(...terms.map(requestMatches));
  const count = await db.$count(engagementRequests, where);
  const rows = await db
    .select()
    .from(engagementRequests)
    .where(where)
    .orderBy(desc(engagementRequests.createdAt))
    .limit(STAFF_SEARCH_LIMIT);
  return { count, rows };
}
