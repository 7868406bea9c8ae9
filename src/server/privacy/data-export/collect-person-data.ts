import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../services/accounts/user-profile.ts';
import {
  accountDecisionsAbout,
  answersTo,
  bookingsOfPerson,
  diagnosesOf,
  farmerRecordsOf,
  firstDiagnosesOf,
  loginsOf,
  notesOn,
  notificationChoicesOf,
  noticesSentTo,
  outboxMessagesTo,
  photosOf,
  photosOfDiagnoses,
  plantingsOf,
  pushSubscriptionsOfPerson,
  socialIdentitiesOf,
  requestsOfPerson,
  reviewsOf,
} from '../person-records-repository.ts';
import {
  answersBy,
  helpfulVotesBy,
  moderationByOrAbout,
  photosOfQuestions,
  questionsBy,
  reportsBy,
} from '../community-records-repository.ts';
import { fullProfileOf } from '../../services/community-profiles/community-profile-repository.ts';

/** One JSON file of the export per kind of record; the README explains each by this name. */
export interface PersonData {
  records: Record<string, unknown>;
  /** Photo files to include, as `photos/<id>.jpg`. */
  photos: { id: string; key: string }[];
  /** Files kept in the database itself (the Community picture), by their name in the ZIP. */
  files: Record<string, Buffer>;
}

/** The Community picture's name in the export. */
const COMMUNITY_PICTURE = 'community-picture.jpg';

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
  const addresses = [user.phoneNumber, user.email].filter((address) => address !== null);
  const { passwordHash: _secret, ...profile } = user;
  const person = { userId: user.id, phone: user.phoneNumber, email: user.email };
  const photos = await photosOf(db, user.id);
  const results = await firstDiagnosesOf(
    db,
    photos.map((photo) => photo.id),
  );
  const cases = await diagnosesOf(db, user.id);
  const casePhotos = await photosOfDiagnoses(
    db,
    cases.map((row) => row.id),
  );
  const bookings = await bookingsOfPerson(db, person);
  const bookingIds = bookings.map((row) => row.id);
  const requests = await requestsOfPerson(db, person);
  const subjectIds = [...bookingIds, ...requests.map((row) => row.id)];
  const reviews = (await reviewsOf(db, bookingIds)).map(byStaff);
  const notes = (await notesOn(db, subjectIds)).map(byStaff);
  const questions = await questionsBy(db, user.id);
  const communityProfile = await fullProfileOf(db, user.id);
  const picture = communityProfile?.picture ?? null;
  const questionPhotos = await photosOfQuestions(
    db,
    questions.map((row) => row.id),
  );
  return {
    photos: photos.map((photo) => ({ id: photo.id, key: photo.storageKey })),
    files: picture ? { [COMMUNITY_PICTURE]: picture } : {},
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
      plantings: await plantingsOf(db, user.id),
      farms: (await farmerRecordsOf(db, user.id)).map(({ farmer, farm }) => ({
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
      answers: (await answersTo(db, user.id, bookingIds)).map(byStaff),
      messages: await outboxMessagesTo(db, addresses),
      logins: await loginsOf(db, user.id),
      notifications: await notificationChoicesOf(db, user.id),
      push_subscriptions: await pushSubscriptionsOfPerson(db, user.id),
      notices: await noticesSentTo(db, user.id),
      social_sign_in: await socialIdentitiesOf(db, user.id),
      community: {
        profile: communityProfile
          ? { ...communityProfile, picture: picture ? COMMUNITY_PICTURE : null }
          : null,
        questions: questions.map((row) => ({
          ...row,
          photos: questionPhotos.filter((link) => link.questionId === row.id).map((link) => link.imageId),
        })),
        answers: await answersBy(db, user.id),
        helpful: await helpfulVotesBy(db, user.id),
        reports: await reportsBy(db, user.id),
        moderation: (await moderationByOrAbout(db, user.id))
          .filter((action) => action.subjectId === user.id)
          .map((action) => ({ ...action, actorId: staffNamed(action.actorId) })),
      },
      account_decisions: (await accountDecisionsAbout(db, user.id)).map((decision) => ({
        ...decision,
        actorId: staffNamed(decision.actorId),
      })),
    },
  };
}
