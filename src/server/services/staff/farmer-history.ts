import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import { HISTORY_LIMIT, type FarmerHistory } from '../../../contract/staff-history.ts';
import type { StaffRole } from '../../../contract/staff.ts';
import type { Db } from '../../db/database.ts';
import {
  callbackRequests,
  counties,
  diagnoses,
  farmers,
  farms,
  plantingInfos,
  wards,
} from '../../db/schema.ts';
import type { CallbackRow } from '../callbacks/callback-view.ts';
import { unansweredCalls } from './booking-due.ts';
import { visibleCallbacks } from './staff-access.ts';

// Spelled with table names: inside a subquery Drizzle's unqualified columns would mean the subquery's own.
const callsTried = sql<number>`(
  select count(*) from "call_attempts" attempt where attempt."callback_id" = "callback_requests"."id"
)::int`;
const reviewedLabel = sql<string | null>`(
  select review."label" from "case_reviews" review where review."callback_id" = "callback_requests"."id"
)`;
const checkPhotos = sql<number>`(
  select count(*) from "diagnosis_images" image where image."diagnosis_id" = "diagnoses"."id"
)::int`;

/** The farmer's other bookings the role may see: by their account, or by the same phone number. */
async function earlierBookings(db: Db, role: StaffRole, row: CallbackRow) {
  const sameFarmer = or(
    row.userId ? eq(callbackRequests.userId, row.userId) : undefined,
    row.phone ? eq(callbackRequests.phone, row.phone) : undefined,
  );
  if (!sameFarmer) return [];
  const rows = await db
    .select({
      booking: callbackRequests,
      calls: callsTried,
      unanswered: unansweredCalls,
      reviewed: reviewedLabel,
    })
    .from(callbackRequests)
    .where(and(sameFarmer, ne(callbackRequests.id, row.id), visibleCallbacks(role)))
    .orderBy(desc(callbackRequests.slotStart))
    .limit(HISTORY_LIMIT);
  return rows.map(({ booking, calls, unanswered, reviewed }) => ({
    id: booking.id,
    reference: booking.reference,
    slot_start: booking.slotStart.toISOString(),
    status: booking.status,
    topic: booking.topic,
    crop: booking.caseData?.crop ?? null,
    finding: booking.caseData?.finding?.label ?? null,
    reviewed,
    photo_count: booking.caseData?.photo_ids?.length ?? 0,
    calls,
    unanswered_calls: unanswered,
  }));
}

/** The farmer's record (their account's, or one a data manager registered under the phone number). */
async function farmerRecord(db: Db, row: CallbackRow) {
  const match = or(
    row.userId ? eq(farmers.userId, row.userId) : undefined,
    row.phone ? eq(farmers.phoneNumber, row.phone) : undefined,
  );
  if (!match) return undefined;
  const [farmer] = await db.select().from(farmers).where(match).limit(1);
  return farmer;
}

/**
 * What the desk knows of a booking's farmer beyond this booking: their other bookings and the calls
 * tried on them, their saved plant checks, their farms and plantings. Newest first, at most
 * {@link HISTORY_LIMIT} of each.
 */
export async function farmerHistory(db: Db, role: StaffRole, row: CallbackRow): Promise<FarmerHistory> {
  const bookings = await earlierBookings(db, role, row);
  const farmer = await farmerRecord(db, row);
  const userId = row.userId ?? farmer?.userId ?? null;
  const farmRows = farmer
    ? await db
        .select({ name: farms.name, ward: wards.name, county: counties.name, areaAcres: farms.areaAcres })
        .from(farms)
        .innerJoin(counties, eq(counties.id, farms.countyId))
        .leftJoin(wards, eq(wards.id, farms.wardId))
        .where(eq(farms.farmerId, farmer.id))
        .orderBy(desc(farms.createdAt))
        .limit(HISTORY_LIMIT)
    : [];
  const plantings = userId
    ? await db
        .select()
        .from(plantingInfos)
        .where(eq(plantingInfos.userId, userId))
        .orderBy(desc(plantingInfos.plantedOn))
        .limit(HISTORY_LIMIT)
    : [];
  const checks = userId
    ? await db
        .select({ check: diagnoses, photos: checkPhotos })
        .from(diagnoses)
        .where(eq(diagnoses.userId, userId))
        .orderBy(desc(diagnoses.createdAt))
        .limit(HISTORY_LIMIT)
    : [];
  return {
    bookings,
    checks: checks.map(({ check, photos }) => ({
      id: check.id,
      crop: check.crop,
      status: check.status,
      confirmed_label: check.confirmedLabel,
      photo_count: photos,
      created_at: check.createdAt.toISOString(),
    })),
    farms: farmRows.map((farm) => ({
      name: farm.name,
      ward: farm.ward,
      county: farm.county,
      area_acres: farm.areaAcres,
    })),
    plantings: plantings.map((planting) => ({
      crop: planting.crop,
      planted_on: planting.plantedOn,
      season: planting.season,
      farm_name: planting.farmName,
    })),
  };
}
