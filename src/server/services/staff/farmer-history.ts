import { HISTORY_LIMIT, type FarmerHistory } from '../../../contract/staff-history.ts';
import type { StaffRole } from '../../../contract/staff.ts';
import type { Db } from '../../db/database.ts';
import type { CallbackRow } from '../callbacks/callback-view.ts';
import {
  farmerRecordOf,
  farmsWithPlacesOf,
  isCheckPhotoOf,
  latestChecksOf,
  latestPlantingsOf,
  otherBookingsOf,
} from './farmer-history-repository.ts';

/**
 * Whether staff may see this photo through the booking as one of its farmer's saved checks: the
 * history lists those checks, and an earlier check's photos are what the agronomist compares with.
 * The farmer is the booking's account, or the account of the farmer record with its phone number.
 */
export async function isFarmerCheckPhoto(db: Db, row: CallbackRow, photoId: string) {
  const farmer = await farmerRecordOf(db, { bookingId: row.id, userId: row.userId, phone: row.phone });
  const userId = row.userId ?? farmer?.userId ?? null;
  return userId !== null && isCheckPhotoOf(db, userId, photoId);
}

/**
 * What the desk knows of a booking's farmer beyond this booking: their other bookings and the calls
 * tried on them, their saved plant checks, their farms and plantings. Newest first, at most
 * {@link HISTORY_LIMIT} of each.
 */
export async function farmerHistory(db: Db, role: StaffRole, row: CallbackRow): Promise<FarmerHistory> {
  const bookingFarmer = { bookingId: row.id, userId: row.userId, phone: row.phone };
  const bookings = await otherBookingsOf(db, role, bookingFarmer, HISTORY_LIMIT);
  const farmer = await farmerRecordOf(db, bookingFarmer);
  const userId = row.userId ?? farmer?.userId ?? null;
  const farmRows = farmer ? await farmsWithPlacesOf(db, farmer.id, HISTORY_LIMIT) : [];
  const plantings = userId ? await latestPlantingsOf(db, userId, HISTORY_LIMIT) : [];
  const checks = userId ? await latestChecksOf(db, userId, HISTORY_LIMIT) : [];
  return {
    bookings: bookings.map(({ booking, calls, unanswered, reviewed }) => ({
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
    })),
    checks: checks.map(({ check, photos }) => ({
      id: check.id,
      crop: check.crop,
      status: check.status,
      confirmed_label: check.confirmedLabel,
      photo_ids: photos,
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
