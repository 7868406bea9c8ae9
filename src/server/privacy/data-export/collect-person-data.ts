import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  accountActions,
  callbackRequests,
  caseReviews,
  diagnoses,
  diagnosisImages,
  engagementRequests,
  farmerMessages,
  farmers,
  farms,
  firstDiagnoses,
  loginSessions,
  outboxMessages,
  plantingInfos,
  staffNotes,
  uploadedImages,
} from '../../db/schema.ts';
import type { UserRow } from '../../services/accounts/user-profile.ts';

/** One JSON file of the export per kind of record; the README explains each by this name. */
export interface PersonData {
  records: Record<string, unknown>;
  /** Photo files to include, as `photos/<id>.jpg`. */
  photos: { id: string; key: string }[];
}

/**
 * How the export names whoever acted for Mimea (answered, noted, reviewed, registered, decided): a
 * staff account's internal id says nothing to the person and is ours to keep. Their names stay, as the
 * chat shows them.
 */
export const STAFF_IN_EXPORT = 'Mimea agronomist';
const staffNamed = (accountId: string | null) => (accountId === null ? null : STAFF_IN_EXPORT);
const byStaff = <Row extends { authorId: string | null }>(row: Row) => ({
  ...row,
  authorId: staffNamed(row.authorId),
});

/**
 * Everything we hold about the person (SPEC §3, issue 14): what erase-account.ts would delete or
 * anonymise, read the same way, so the export and the deletion cover the same rows. Secrets (the
 * password hash, code and token hashes) are left out: they are ours to check, not data about them.
 */
export async function collectPersonData(db: Db, user: UserRow): Promise<PersonData> {
  const addresses = [user.phoneNumber, ...(user.email ? [user.email] : [])];
  const { passwordHash: _secret, ...profile } = user;
  const photos = await db.select().from(uploadedImages).where(eq(uploadedImages.userId, user.id));
  const photoIds = photos.map((photo) => photo.id);
  const results = photoIds.length
    ? await db.select().from(firstDiagnoses).where(inArray(firstDiagnoses.imageId, photoIds))
    : [];
  const cases = await db.select().from(diagnoses).where(eq(diagnoses.userId, user.id));
  const caseIds = cases.map((row) => row.id);
  const casePhotos = caseIds.length
    ? await db.select().from(diagnosisImages).where(inArray(diagnosisImages.diagnosisId, caseIds))
    : [];
  const bookings = await db
    .select()
    .from(callbackRequests)
    .where(or(eq(callbackRequests.userId, user.id), eq(callbackRequests.phone, user.phoneNumber)));
  const bookingIds = bookings.map((row) => row.id);
  const requests = await db
    .select()
    .from(engagementRequests)
    .where(
      or(
        eq(engagementRequests.userId, user.id),
        eq(engagementRequests.phone, user.phoneNumber),
        user.email ? eq(engagementRequests.email, user.email) : undefined,
      ),
    );
  const subjectIds = [...bookingIds, ...requests.map((row) => row.id)];
  const reviews = bookingIds.length
    ? (await db.select().from(caseReviews).where(inArray(caseReviews.callbackId, bookingIds))).map(byStaff)
    : [];
  const notes = subjectIds.length
    ? (await db.select().from(staffNotes).where(inArray(staffNotes.subjectId, subjectIds))).map(byStaff)
    : [];
  return {
    photos: photos.map((photo) => ({ id: photo.id, key: photo.storageKey })),
    records: {
      profile,
      photos: photos.map(({ storageKey: _key, uploadTokenHash: _token, ...photo }) => ({
        ...photo,
        file: `photos/${photo.id}.jpg`,
        result: results.find((result) => result.imageId === photo.id) ?? null,
      })),
      diagnoses: cases.map((row) => ({
        ...row,
        photos: casePhotos.filter((link) => link.diagnosisId === row.id).map((link) => link.imageId),
      })),
      plantings: await db.select().from(plantingInfos).where(eq(plantingInfos.userId, user.id)),
      farms: (
        await db
          .select({ farmer: farmers, farm: farms })
          .from(farmers)
          .leftJoin(farms, eq(farms.farmerId, farmers.id))
          .where(eq(farmers.userId, user.id))
      ).map(({ farmer, farm }) => ({
        // Their own record names them as its maker; one a data manager made names Mimea.
        farmer: {
          ...farmer,
          registeredBy: farmer.registeredBy === user.id ? user.id : staffNamed(farmer.registeredBy),
        },
        farm,
      })),
      callbacks: bookings.map(({ tokenHash: _token, ...row }) => ({
        ...row,
        notes: notes.filter((note) => note.subjectKind === 'callback' && note.subjectId === row.id),
        review: reviews.find((review) => review.callbackId === row.id) ?? null,
      })),
      requests: requests.map((row) => ({
        ...row,
        notes: notes.filter((note) => note.subjectKind === 'engagement' && note.subjectId === row.id),
      })),
      answers: (
        await db
          .select()
          .from(farmerMessages)
          .where(
            or(
              eq(farmerMessages.userId, user.id),
              bookingIds.length ? inArray(farmerMessages.callbackId, bookingIds) : undefined,
            ),
          )
      ).map(byStaff),
      messages: await db.select().from(outboxMessages).where(inArray(outboxMessages.recipient, addresses)),
      logins: await db
        .select({
          createdAt: loginSessions.createdAt,
          expiresAt: loginSessions.expiresAt,
          revokedAt: loginSessions.revokedAt,
        })
        .from(loginSessions)
        .where(eq(loginSessions.userId, user.id)),
      account_decisions: (
        await db.select().from(accountActions).where(eq(accountActions.subjectId, user.id))
      ).map((decision) => ({ ...decision, actorId: staffNamed(decision.actorId) })),
    },
  };
}
