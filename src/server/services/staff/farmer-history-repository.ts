import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { StaffRole } from '../../../contract/staff.ts';
import type { Db } from '../../db/database.ts';
import {
  callbackRequests,
  counties,
  diagnoses,
  diagnosisImages,
  farmers,
  farms,
  plantingInfos,
  wards,
} from '../../db/schema.ts';
import { unansweredCalls, visibleCallbacks } from './staff-callback-repository.ts';

// Spelled with table names: inside a subquery Drizzle's unqualified columns would mean the subquery's own.
const callsTried = sql<number>`(
  select count(*) from "call_attempts" attempt where attempt."callback_id" = "callback_requests"."id"
)::int`;
const reviewedLabel = sql<string | null>`(
  select review."label" from "case_reviews" review where review."callback_id" = "callback_requests"."id"
)`;
const checkPhotos = sql<string[]>`coalesce((
  select array_agg(image."image_id"::text order by image."created_at", image."id")
  from "diagnosis_images" image where image."diagnosis_id" = "diagnoses"."id"
), '{}')`;

/** A farmer as a booking knows them: its account, its phone number (either may be missing). */
export interface BookingFarmer {
  bookingId: string;
  userId: string | null;
  phone: string | null;
}

/**
 * The farmer's other bookings the role may see, by their account or the same phone number, newest
 * slot first, with the calls tried, the unanswered ones and the reviewed label.
 */
export async function otherBookingsOf(db: Db, role: StaffRole, farmer: BookingFarmer, limit: number) {
  const sameFarmer = or(
    farmer.userId ? eq(callbackRequests.userId, farmer.userId) : undefined,
    farmer.phone ? eq(callbackRequests.phone, farmer.phone) : undefined,
  );
  if (!sameFarmer) return [];
  return db
    .select({
      booking: callbackRequests,
      calls: callsTried,
      unanswered: unansweredCalls,
      reviewed: reviewedLabel,
    })
    .from(callbackRequests)
    .where(and(sameFarmer, ne(callbackRequests.id, farmer.bookingId), visibleCallbacks(role)))
    .orderBy(desc(callbackRequests.slotStart))
    .limit(limit);
}

/** A farmer record of this account, or registered under this phone number. */
export async function farmerRecordOf(db: Db, farmer: BookingFarmer) {
  const match = or(
    farmer.userId ? eq(farmers.userId, farmer.userId) : undefined,
    farmer.phone ? eq(farmers.phoneNumber, farmer.phone) : undefined,
  );
  if (!match) return undefined;
  const [record] = await db.select().from(farmers).where(match).limit(1);
  return record;
}

/** A farmer record's farms with their ward and county names, newest first. */
export function farmsWithPlacesOf(db: Db, farmerId: string, limit: number) {
  return db
    .select({ name: farms.name, ward: wards.name, county: counties.name, areaAcres: farms.areaAcres })
    .from(farms)
    .innerJoin(counties, eq(counties.id, farms.countyId))
    .leftJoin(wards, eq(wards.id, farms.wardId))
    .where(eq(farms.farmerId, farmerId))
    .orderBy(desc(farms.createdAt))
    .limit(limit);
}

/** An account's plantings, latest planted first. */
export function latestPlantingsOf(db: Db, userId: string, limit: number) {
  return db
    .select()
    .from(plantingInfos)
    .where(eq(plantingInfos.userId, userId))
    .orderBy(desc(plantingInfos.plantedOn))
    .limit(limit);
}

/** An account's saved plant checks with their photo ids, newest first. */
export function latestChecksOf(db: Db, userId: string, limit: number) {
  return db
    .select({ check: diagnoses, photos: checkPhotos })
    .from(diagnoses)
    .where(eq(diagnoses.userId, userId))
    .orderBy(desc(diagnoses.createdAt))
    .limit(limit);
}

/** Whether the photo belongs to one of the account's saved plant checks. */
export async function isCheckPhotoOf(db: Db, userId: string, imageId: string) {
  const [row] = await db
    .select({ id: diagnosisImages.id })
    .from(diagnosisImages)
    .innerJoin(diagnoses, eq(diagnoses.id, diagnosisImages.diagnosisId))
    .where(and(eq(diagnosisImages.imageId, imageId), eq(diagnoses.userId, userId)))
    .limit(1);
  return row !== undefined;
}
