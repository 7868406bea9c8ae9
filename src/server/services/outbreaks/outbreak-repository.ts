import { and, count, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { CallbackCase } from '../../../contract/callback.ts';
import { UNKNOWN_LABEL } from '../../../contract/case-review.ts';
import type { OutbreakCount, OutbreakLevel } from '../../../contract/outbreaks.ts';
import type { Db } from '../../db/database.ts';
import {
  counties,
  diagnoses,
  diagnosisImages,
  farms,
  firstDiagnoses,
  outbreakCases,
  uploadedImages,
  wards,
} from '../../db/schema.ts';
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
 * "unknown"); called inside the review's transaction.
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

const areaColumn = {
  ward: outbreakCases.wardId,
  subcounty: outbreakCases.subcountyId,
  county: outbreakCases.countyId,
} as const;

interface CountQuery {
  week: string;
  condition?: string | undefined;
  level: OutbreakLevel;
  minFarms?: number | undefined;
}

/**
 * Confirmed cases per area and condition in one week, each with its distinct farms (a farmer without
 * a farm counts once, a booking without an account once). Served by `outbreak_cases_week_idx`.
 */
export async function confirmedCounts(db: Db, query: CountQuery): Promise<OutbreakCount[]> {
  const area = areaColumn[query.level];
  const farmsOf = sql<number>`count(distinct coalesce(${outbreakCases.farmId}, ${outbreakCases.userId}, ${outbreakCases.callbackId}))::int`;
  const rows = await db
    .select({ area_id: area, condition: outbreakCases.condition, cases: count(), farms: farmsOf })
    .from(outbreakCases)
    .where(
      and(
        eq(outbreakCases.week, query.week),
        query.condition ? eq(outbreakCases.condition, query.condition) : undefined,
        isNotNull(area),
      ),
    )
    .groupBy(area, outbreakCases.condition)
    .having(query.minFarms ? sql`${farmsOf} >= ${query.minFarms}` : undefined)
    .orderBy(area, outbreakCases.condition);
  return rows.map((row) => ({ ...row, area_id: row.area_id! }));
}

/** The first Monday 00:00 (Nairobi) of `week` and the one after it. */
function weekBounds(week: string): [Date, Date] {
  const start = new Date(`${week}T00:00:00+03:00`);
  return [start, new Date(start.getTime() + 7 * 24 * 3600 * 1000)];
}

/**
 * Likely cases per area and condition in one week: photo checks the model was confident about, or
 * whose farmer settled on one answer, counted where the case's farm is, else where the photo's GPS
 * point is. Read from the week's results (`first_diagnoses_created_idx`), not kept apart, so a
 * farmer's later answer moves the count at once; a photo without a place is not counted.
 */
export async function likelyCounts(db: Db, query: CountQuery): Promise<OutbreakCount[]> {
  const [from, to] = weekBounds(query.week);
  // The farm of a case the photo is filed under, if any.
  const farmOfPhoto = db
    .select({ farmId: diagnoses.farmId })
    .from(diagnosisImages)
    .innerJoin(diagnoses, eq(diagnoses.id, diagnosisImages.diagnosisId))
    .where(and(eq(diagnosisImages.imageId, uploadedImages.id), isNotNull(diagnoses.farmId)))
    .limit(1);
  const checks = db.$with('likely_checks').as(
    db
      .select({
        condition: sql<
          string | null
        >`coalesce(${firstDiagnoses.confirmedLabel}, case when ${firstDiagnoses.verdict} = 'confident' then ${firstDiagnoses.predictions}->0->>'label' end)`.as(
          'condition',
        ),
        farmId: farms.id,
        wardId: sql<string | null>`coalesce(${farms.wardId}, ${uploadedImages.wardId})`.as('ward_id'),
        farmCounty: sql<string | null>`${farms.countyId}`.as('farm_county_id'),
        person:
          sql<string>`coalesce(${uploadedImages.userId}::text, ${uploadedImages.uploadTokenHash}, ${firstDiagnoses.id}::text)`.as(
            'person',
          ),
      })
      .from(firstDiagnoses)
      .innerJoin(uploadedImages, eq(uploadedImages.id, firstDiagnoses.imageId))
      .leftJoin(farms, sql`${farms.id} = (${farmOfPhoto})`)
      .where(and(gte(firstDiagnoses.createdAt, from), lt(firstDiagnoses.createdAt, to))),
  );
  const area = {
    ward: checks.wardId,
    subcounty: wards.subcountyId,
    county: sql<string | null>`coalesce(${checks.farmCounty}, ${wards.countyId})`,
  }[query.level];
  const farmsOf = sql<number>`count(distinct coalesce(${checks.farmId}::text, ${checks.person}))::int`;
  const rows = await db
    .with(checks)
    .select({ area_id: area, condition: sql<string>`${checks.condition}`, cases: count(), farms: farmsOf })
    .from(checks)
    .leftJoin(wards, eq(wards.id, checks.wardId))
    .where(
      and(
        isNotNull(checks.condition),
        query.condition ? eq(checks.condition, query.condition) : undefined,
        isNotNull(area),
      ),
    )
    .groupBy(area, checks.condition)
    .having(query.minFarms ? sql`${farmsOf} >= ${query.minFarms}` : undefined)
    .orderBy(area, checks.condition);
  return rows.map((row) => ({ ...row, area_id: row.area_id! }));
}
