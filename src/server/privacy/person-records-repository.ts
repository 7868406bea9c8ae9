import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  accountActions,
  callbackRequests,
  caseReviews,
  contactChanges,
  diagnoses,
  diagnosisImages,
  engagementRequests,
  farmerMessages,
  farmerNotices,
  farmers,
  farms,
  firstDiagnoses,
  loginSessions,
  notificationSettings,
  pushSubscriptions,
  outboxMessages,
  socialIdentities,
  plantingInfos,
  staffNotes,
  throttleBuckets,
  uploadedImages,
  users,
} from '../db/schema.ts';
import type { PersonIdentifiers } from './person-identifiers.ts';

/**
 * Every record about one person, as the export reads it and the erasure deletes or anonymises it
 * (README.md in this folder). Each function takes the erasure's transaction or the database.
 */
type Person = Pick<PersonIdentifiers, 'userId' | 'phone' | 'email'>;

/** Bookings made on their account or with their phone number. */
export function bookingsOfPerson(db: Db, person: Person) {
  return db
    .select()
    .from(callbackRequests)
    .where(
      or(
        eq(callbackRequests.userId, person.userId),
        person.phone ? eq(callbackRequests.phone, person.phone) : undefined,
      ),
    );
}

/** Requests made on their account, or with their phone number or e-mail. */
export function requestsOfPerson(db: Db, person: Person) {
  return db
    .select()
    .from(engagementRequests)
    .where(
      or(
        eq(engagementRequests.userId, person.userId),
        person.phone ? eq(engagementRequests.phone, person.phone) : undefined,
        person.email ? eq(engagementRequests.email, person.email) : undefined,
      ),
    );
}

/** Staff notes they wrote, or on these bookings and requests. */
export function notesByOrOn(db: Db, userId: string, bookingIds: string[], requestIds: string[]) {
  return db
    .select()
    .from(staffNotes)
    .where(
      or(
        eq(staffNotes.authorId, userId),
        bookingIds.length
          ? and(eq(staffNotes.subjectKind, 'callback'), inArray(staffNotes.subjectId, bookingIds))
          : undefined,
        requestIds.length
          ? and(eq(staffNotes.subjectKind, 'engagement'), inArray(staffNotes.subjectId, requestIds))
          : undefined,
      ),
    );
}

/** Staff notes on these bookings or requests, whoever wrote them. */
export async function notesOn(db: Db, subjectIds: string[]) {
  if (!subjectIds.length) return [];
  return db.select().from(staffNotes).where(inArray(staffNotes.subjectId, subjectIds));
}

/** Case reviews they wrote, or of these bookings. */
export function reviewsByOrOf(db: Db, userId: string, bookingIds: string[]) {
  return db
    .select()
    .from(caseReviews)
    .where(
      or(
        eq(caseReviews.authorId, userId),
        bookingIds.length ? inArray(caseReviews.callbackId, bookingIds) : undefined,
      ),
    );
}

/** Case reviews of these bookings. */
export async function reviewsOf(db: Db, bookingIds: string[]) {
  if (!bookingIds.length) return [];
  return db.select().from(caseReviews).where(inArray(caseReviews.callbackId, bookingIds));
}

/** Admin decisions about their account, or that they took. */
export function accountDecisionsByOrAbout(db: Db, userId: string) {
  return db
    .select()
    .from(accountActions)
    .where(or(eq(accountActions.subjectId, userId), eq(accountActions.actorId, userId)));
}

/** Admin decisions about their account. */
export function accountDecisionsAbout(db: Db, userId: string) {
  return db.select().from(accountActions).where(eq(accountActions.subjectId, userId));
}

/** Answers to them or written by them, or on these bookings. */
export function answersByOrTo(db: Db, person: Person, bookingIds: string[]) {
  return db
    .select()
    .from(farmerMessages)
    .where(
      or(
        eq(farmerMessages.userId, person.userId),
        eq(farmerMessages.authorId, person.userId),
        person.phone ? eq(farmerMessages.phone, person.phone) : undefined,
        bookingIds.length ? inArray(farmerMessages.callbackId, bookingIds) : undefined,
      ),
    );
}

/** Answers to their account, or on these bookings. */
export function answersTo(db: Db, userId: string, bookingIds: string[]) {
  return db
    .select()
    .from(farmerMessages)
    .where(
      or(
        eq(farmerMessages.userId, userId),
        bookingIds.length ? inArray(farmerMessages.callbackId, bookingIds) : undefined,
      ),
    );
}

export async function updateBooking(
  db: Db,
  id: string,
  changes: Partial<typeof callbackRequests.$inferInsert>,
) {
  await db.update(callbackRequests).set(changes).where(eq(callbackRequests.id, id));
}

export async function updateRequest(
  db: Db,
  id: string,
  changes: Partial<typeof engagementRequests.$inferInsert>,
) {
  await db.update(engagementRequests).set(changes).where(eq(engagementRequests.id, id));
}

export async function updateNote(db: Db, id: string, changes: Partial<typeof staffNotes.$inferInsert>) {
  await db.update(staffNotes).set(changes).where(eq(staffNotes.id, id));
}

export async function updateReview(db: Db, id: string, changes: Partial<typeof caseReviews.$inferInsert>) {
  await db.update(caseReviews).set(changes).where(eq(caseReviews.id, id));
}

export async function updateAccountDecision(
  db: Db,
  id: string,
  changes: Partial<typeof accountActions.$inferInsert>,
) {
  await db.update(accountActions).set(changes).where(eq(accountActions.id, id));
}

export async function updateAnswer(db: Db, id: string, changes: Partial<typeof farmerMessages.$inferInsert>) {
  await db.update(farmerMessages).set(changes).where(eq(farmerMessages.id, id));
}

/** The new phone numbers and e-mails they asked to change to. */
export async function askedContactAddresses(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ value: contactChanges.newValue })
    .from(contactChanges)
    .where(eq(contactChanges.userId, userId));
  return rows.map((row) => row.value);
}

export function photosOf(db: Db, userId: string) {
  return db.select().from(uploadedImages).where(eq(uploadedImages.userId, userId));
}

/** The first diagnoses of these photos. */
export async function firstDiagnosesOf(db: Db, photoIds: string[]) {
  if (!photoIds.length) return [];
  return db.select().from(firstDiagnoses).where(inArray(firstDiagnoses.imageId, photoIds));
}

export function diagnosesOf(db: Db, userId: string) {
  return db.select().from(diagnoses).where(eq(diagnoses.userId, userId));
}

/** Which photos each of these diagnoses shows. */
export async function photosOfDiagnoses(db: Db, diagnosisIds: string[]) {
  if (!diagnosisIds.length) return [];
  return db.select().from(diagnosisImages).where(inArray(diagnosisImages.diagnosisId, diagnosisIds));
}

export function plantingsOf(db: Db, userId: string) {
  return db.select().from(plantingInfos).where(eq(plantingInfos.userId, userId));
}

/** The notifications they turned on or off, and how each comes. */
export function notificationChoicesOf(db: Db, userId: string) {
  return db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
}

/** The notices sent to them (a callback coming, an answer…), and how each came. */
export function noticesSentTo(db: Db, userId: string) {
  return db
    .select({
      kind: farmerNotices.kind,
      channel: farmerNotices.channel,
      createdAt: farmerNotices.createdAt,
      sentAt: farmerNotices.sentAt,
    })
    .from(farmerNotices)
    .where(eq(farmerNotices.userId, userId));
}

/** The browsers that may show them our notifications: where, and since when; never the keys. */
export function pushSubscriptionsOfPerson(db: Db, userId: string) {
  return db
    .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

/** The social sign-in provider accounts joined to theirs: which provider, its id for them, since when. */
export function socialIdentitiesOf(db: Db, userId: string) {
  return db
    .select({
      provider: socialIdentities.provider,
      subject: socialIdentities.subject,
      createdAt: socialIdentities.createdAt,
    })
    .from(socialIdentities)
    .where(eq(socialIdentities.userId, userId));
}

/** Their farmer records, each with its farms (one row per farm; `farm` null when it has none). */
export function farmerRecordsOf(db: Db, userId: string) {
  return db
    .select({ farmer: farmers, farm: farms })
    .from(farmers)
    .leftJoin(farms, eq(farms.farmerId, farmers.id))
    .where(eq(farmers.userId, userId));
}

export function outboxMessagesTo(db: Db, addresses: string[]) {
  return db.select().from(outboxMessages).where(inArray(outboxMessages.recipient, addresses));
}

/** When each of their logins began, ends or ended; never the token. */
export function loginsOf(db: Db, userId: string) {
  return db
    .select({
      createdAt: loginSessions.createdAt,
      expiresAt: loginSessions.expiresAt,
      revokedAt: loginSessions.revokedAt,
    })
    .from(loginSessions)
    .where(eq(loginSessions.userId, userId));
}

export async function deleteDiagnosesOf(db: Db, userId: string): Promise<void> {
  await db.delete(diagnoses).where(eq(diagnoses.userId, userId));
}

/** Deletes their photo rows (tasks and first diagnoses cascade); answers the files' keys. */
export async function deletePhotosOf(db: Db, userId: string): Promise<string[]> {
  const photos = await db
    .delete(uploadedImages)
    .where(eq(uploadedImages.userId, userId))
    .returning({ key: uploadedImages.storageKey });
  return photos.map((photo) => photo.key);
}

export async function deleteOutboxMessagesTo(db: Db, addresses: string[]): Promise<void> {
  await db.delete(outboxMessages).where(inArray(outboxMessages.recipient, addresses));
}

/** Deletes the lockout counters whose key contains any of these values. */
export async function deleteThrottleCountersNaming(db: Db, values: string[]): Promise<void> {
  await db
    .delete(throttleBuckets)
    .where(or(...values.map((value) => sql`strpos(${throttleBuckets.key}, ${value}) > 0`)));
}

export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
