import { eq } from 'drizzle-orm';
import type { CallbackCase } from '../../../contract/callback.ts';
import { UNKNOWN_LABEL } from '../../../contract/case-review.ts';
import type { Db } from '../../db/database.ts';
import { counties, diagnoses, farms, outbreakCases, wards } from '../../db/schema.ts';
import { outbreakWeekOf } from '../../../contract/outbreak-week.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface ReviewedBooking {
  id: string;
  userId: string | null;
  caseData: CallbackCase | null;
  createdAt: Date;
}

/** Where a booking's case is: its diagnosis's farm (ward, subcounty, county), else the county named. */
async function placeOf(tx: Tx, booking: ReviewedBooking) {
  const diagnosisId = booking.caseData?.diagnosis_id;
  if (diagnosisId) {
    const [farm] = await tx
      .select({
        farmId: farms.id,
        wardId: farms.wardId,
        subcountyId: wards.subcountyId,
        countyId: farms.countyId,
      })
      .from(diagnoses)
      .innerJoin(farms, eq(farms.id, diagnoses.farmId))
      .leftJoin(wards, eq(wards.id, farms.wardId))
      .where(eq(diagnoses.id, diagnosisId));
    if (farm) return farm;
  }
  const named = booking.caseData?.place?.county_id;
  const [county] = named
    ? await tx.select({ id: counties.id }).from(counties).where(eq(counties.id, named))
    : [];
  return { farmId: null, wardId: null, subcountyId: null, countyId: county?.id ?? null };
}

/**
 * Counts a reviewed booking for the outbreak watch (or stops counting it when the agronomist settled on
 * "unknown"); called inside the review's transaction. The weekly counts follow through the refresh job.
 */
export async function recordReviewedCase(tx: Tx, booking: ReviewedBooking, label: string): Promise<void> {
  if (label === UNKNOWN_LABEL) {
    await tx.delete(outbreakCases).where(eq(outbreakCases.callbackId, booking.id));
    return;
  }
  const place = await placeOf(tx, booking);
  const row = {
    callbackId: booking.id,
    condition: label,
    userId: booking.userId,
    ...place,
    week: outbreakWeekOf(booking.createdAt),
    reportedAt: booking.createdAt,
  };
  await tx
    .insert(outbreakCases)
    .values(row)
    .onConflictDoUpdate({ target: outbreakCases.callbackId, set: row });
}
