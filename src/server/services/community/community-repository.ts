import { and, asc, count, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { QuestionQuery } from '../../../contract/community.ts';
import type { PageQuery } from '../../../contract/pagination.ts';
import type { Db } from '../../db/database.ts';
import { pagedRows } from '../../db/paged-rows.ts';
import {
  communityAnswers,
  communityHelpfulVotes,
  communityQuestionPhotos,
  communityQuestions,
  communityProfiles,
  communityReports,
  libraryPesticides,
  uploadedImages,
  users,
} from '../../db/schema.ts';

/** What a post shows of its author; all null for "a former member". */
const author = {
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorRole: users.role,
  authorNickname: communityProfiles.nickname,
  authorProfileId: communityProfiles.id,
  authorPictureUpdatedAt: communityProfiles.pictureUpdatedAt,
};

/** A post other readers may see, or one the reader wrote (then held or hidden ones too). */
const readable = (table: typeof communityQuestions | typeof communityAnswers, viewerId: string | null) =>
  viewerId === null
    ? eq(table.state, 'published')
    : or(eq(table.state, 'published'), eq(table.userId, viewerId));

const publishedAnswers = sql<number>`(select count(*)::int from ${communityAnswers} where ${communityAnswers.questionId} = ${communityQuestions.id} and ${communityAnswers.state} = 'published')`;

const questionFields = { question: communityQuestions, ...author, answers: publishedAnswers };
export type QuestionRow = Awaited<ReturnType<typeof questionById>> & object;

type Filters = Omit<QuestionQuery, 'page' | 'page_size' | 'unanswered'> & { unanswered?: boolean };

/** The feed: latest first, filtered, with each question's published answer count. */
export function pageQuestions(db: Db, query: PageQuery & Filters, viewerId: string | null) {
  const where = and(
    readable(communityQuestions, viewerId),
    query.crop ? eq(communityQuestions.crop, query.crop) : undefined,
    query.county ? eq(communityQuestions.county, query.county) : undefined,
    query.language ? eq(communityQuestions.language, query.language) : undefined,
    query.unanswered ? sql`${publishedAnswers} = 0` : undefined,
  );
  return pagedRows(
    query,
    () => db.$count(communityQuestions, where),
    (limit, offset) =>
      db
        .select(questionFields)
        .from(communityQuestions)
        .leftJoin(users, eq(users.id, communityQuestions.userId))
        .leftJoin(communityProfiles, eq(communityProfiles.userId, communityQuestions.userId))
        .where(where)
        .orderBy(desc(communityQuestions.createdAt), desc(communityQuestions.id))
        .limit(limit)
        .offset(offset),
  );
}

export async function questionById(db: Db, id: string) {
  const [row] = await db
    .select(questionFields)
    .from(communityQuestions)
    .leftJoin(users, eq(users.id, communityQuestions.userId))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, communityQuestions.userId))
    .where(eq(communityQuestions.id, id));
  return row;
}

/** The photo positions of these questions. */
export async function photoPositionsOf(db: Db, questionIds: string[]) {
  if (!questionIds.length) return [];
  return db
    .select({ questionId: communityQuestionPhotos.questionId, position: communityQuestionPhotos.position })
    .from(communityQuestionPhotos)
    .where(inArray(communityQuestionPhotos.questionId, questionIds))
    .orderBy(asc(communityQuestionPhotos.position));
}

/** One photo of a question, as stored. */
export async function questionPhoto(db: Db, questionId: string, position: number) {
  const [row] = await db
    .select({ storageKey: uploadedImages.storageKey, contentType: uploadedImages.contentType })
    .from(communityQuestionPhotos)
    .innerJoin(uploadedImages, eq(uploadedImages.id, communityQuestionPhotos.imageId))
    .where(
      and(eq(communityQuestionPhotos.questionId, questionId), eq(communityQuestionPhotos.position, position)),
    );
  return row;
}

/**
 * Photos a person took before signing in, asked about once signed in: they become the account's, so
 * the account's export and deletion cover them like the rest of its posts' photos.
 */
export async function adoptPhotos(db: Db, userId: string, ids: string[]) {
  if (!ids.length) return;
  await db
    .update(uploadedImages)
    .set({ userId })
    .where(and(inArray(uploadedImages.id, ids), isNull(uploadedImages.userId)));
}

export async function insertQuestion(
  db: Db,
  values: typeof communityQuestions.$inferInsert,
  photoIds: string[],
) {
  const [row] = await db.insert(communityQuestions).values(values).returning();
  if (photoIds.length)
    await db
      .insert(communityQuestionPhotos)
      .values(photoIds.map((imageId, position) => ({ questionId: row!.id, position, imageId })));
  return row!;
}

export async function updateQuestion(
  db: Db,
  id: string,
  changes: Partial<typeof communityQuestions.$inferInsert>,
) {
  await db.update(communityQuestions).set(changes).where(eq(communityQuestions.id, id));
}

/** Posts of one kind the person wrote since a moment: the per-account limits count these. */
export function questionsSince(db: Db, userId: string, since: Date) {
  return db.$count(
    communityQuestions,
    and(eq(communityQuestions.userId, userId), gte(communityQuestions.createdAt, since)),
  );
}

export function answersSince(db: Db, userId: string, since: Date) {
  return db.$count(
    communityAnswers,
    and(eq(communityAnswers.userId, userId), gte(communityAnswers.createdAt, since)),
  );
}

const helpfulCount = sql<number>`(select count(*)::int from ${communityHelpfulVotes} where ${communityHelpfulVotes.answerId} = ${communityAnswers.id})`;
const markedBy = (viewerId: string | null) =>
  viewerId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${communityHelpfulVotes} where ${communityHelpfulVotes.answerId} = ${communityAnswers.id} and ${communityHelpfulVotes.userId} = ${viewerId})`;
const answerFields = (viewerId: string | null) => ({
  answer: communityAnswers,
  ...author,
  helpful: helpfulCount,
  markedHelpful: markedBy(viewerId),
});
export type AnswerRow = Awaited<ReturnType<typeof answerById>> & object;

/** A question's answers in the order they came. */
export function pageAnswers(db: Db, questionId: string, query: PageQuery, viewerId: string | null) {
  const where = and(eq(communityAnswers.questionId, questionId), readable(communityAnswers, viewerId));
  return pagedRows(
    query,
    () => db.$count(communityAnswers, where),
    (limit, offset) =>
      db
        .select(answerFields(viewerId))
        .from(communityAnswers)
        .leftJoin(users, eq(users.id, communityAnswers.userId))
        .leftJoin(communityProfiles, eq(communityProfiles.userId, communityAnswers.userId))
        .where(where)
        .orderBy(asc(communityAnswers.createdAt), asc(communityAnswers.id))
        .limit(limit)
        .offset(offset),
  );
}

export async function answerById(db: Db, id: string, viewerId: string | null = null) {
  const [row] = await db
    .select(answerFields(viewerId))
    .from(communityAnswers)
    .leftJoin(users, eq(users.id, communityAnswers.userId))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, communityAnswers.userId))
    .where(eq(communityAnswers.id, id));
  return row;
}

export async function insertAnswer(db: Db, values: typeof communityAnswers.$inferInsert) {
  const [row] = await db.insert(communityAnswers).values(values).returning();
  return row!;
}

export async function updateAnswerState(
  db: Db,
  id: string,
  changes: Pick<typeof communityAnswers.$inferInsert, 'state' | 'hiddenReason'>,
) {
  await db.update(communityAnswers).set(changes).where(eq(communityAnswers.id, id));
}

/** Records a "helpful"; false when this person had already marked this answer. */
export async function insertHelpfulVote(db: Db, answerId: string, userId: string, now: Date) {
  const rows = await db
    .insert(communityHelpfulVotes)
    .values({ answerId, userId, createdAt: now })
    .onConflictDoNothing()
    .returning({ answerId: communityHelpfulVotes.answerId });
  return rows.length > 0;
}

/** A person's report of a post waits once: reporting it again answers with the one already waiting. */
export async function insertReport(db: Db, values: typeof communityReports.$inferInsert) {
  const [row] = await db.insert(communityReports).values(values).onConflictDoNothing().returning();
  if (row) return row;
  const [waiting] = await db
    .select()
    .from(communityReports)
    .where(
      and(
        eq(communityReports.reporterId, values.reporterId!),
        values.answerId
          ? eq(communityReports.answerId, values.answerId)
          : eq(communityReports.questionId, values.questionId!),
        isNull(communityReports.handledAt),
      ),
    );
  return waiting!;
}

/** Names of the active ingredients the library marks withdrawn, restricted or for government use. */
export async function unsafePesticideNames(db: Db): Promise<string[]> {
  const rows = await db
    .select({ name: libraryPesticides.name })
    .from(libraryPesticides)
    .where(inArray(libraryPesticides.kenyaStatus, ['restricted', 'government_only', 'withdrawn']));
  return rows.map((row) => row.name);
}

/** Questions and answers per author, for the moderation queue's history. */
export async function postCountsOf(db: Db, userId: string) {
  const [questions] = await db
    .select({
      all: count(),
      hidden: sql<number>`count(*) filter (where ${communityQuestions.state} = 'hidden')::int`,
    })
    .from(communityQuestions)
    .where(eq(communityQuestions.userId, userId));
  const [answers] = await db
    .select({
      all: count(),
      hidden: sql<number>`count(*) filter (where ${communityAnswers.state} = 'hidden')::int`,
    })
    .from(communityAnswers)
    .where(eq(communityAnswers.userId, userId));
  return {
    questions: questions!.all,
    answers: answers!.all,
    hidden: questions!.hidden + answers!.hidden,
  };
}
