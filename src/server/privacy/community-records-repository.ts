import { and, eq, exists, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  communityAnswers,
  communityHelpfulVotes,
  communityModerationActions,
  communityQuestionPhotos,
  communityQuestions,
  communityReports,
} from '../db/schema.ts';

/**
 * One person's Community records (issue 31 §4), as the export reads them and the erasure deletes or
 * keeps them without the person. Each function takes the erasure's transaction or the database.
 */
export function questionsBy(db: Db, userId: string) {
  return db.select().from(communityQuestions).where(eq(communityQuestions.userId, userId));
}

export async function photosOfQuestions(db: Db, questionIds: string[]) {
  if (!questionIds.length) return [];
  return db
    .select()
    .from(communityQuestionPhotos)
    .where(inArray(communityQuestionPhotos.questionId, questionIds));
}

export function answersBy(db: Db, userId: string) {
  return db.select().from(communityAnswers).where(eq(communityAnswers.userId, userId));
}

export function helpfulVotesBy(db: Db, userId: string) {
  return db.select().from(communityHelpfulVotes).where(eq(communityHelpfulVotes.userId, userId));
}

export function reportsBy(db: Db, userId: string) {
  return db.select().from(communityReports).where(eq(communityReports.reporterId, userId));
}

/** The grievance officer's actions about their posts, or that they took. */
export function moderationByOrAbout(db: Db, userId: string) {
  return db
    .select()
    .from(communityModerationActions)
    .where(
      or(eq(communityModerationActions.subjectId, userId), eq(communityModerationActions.actorId, userId)),
    );
}

/** Their questions that someone else answered: those stay, as a former member's. */
export function answeredByOthers(db: Db, userId: string) {
  return db
    .select({ id: communityQuestions.id })
    .from(communityQuestions)
    .where(
      and(
        eq(communityQuestions.userId, userId),
        exists(
          db
            .select({ one: sql`1` })
            .from(communityAnswers)
            .where(
              and(
                eq(communityAnswers.questionId, communityQuestions.id),
                sql`${communityAnswers.userId} is distinct from ${userId}`,
              ),
            ),
        ),
      ),
    );
}

/** Their answers others relied on (marked helpful by someone else, or "this solved it"): those stay. */
export function answersReliedOn(db: Db, userId: string) {
  return db
    .select({ id: communityAnswers.id })
    .from(communityAnswers)
    .where(
      and(
        eq(communityAnswers.userId, userId),
        or(
          exists(
            db
              .select({ one: sql`1` })
              .from(communityHelpfulVotes)
              .where(
                and(
                  eq(communityHelpfulVotes.answerId, communityAnswers.id),
                  ne(communityHelpfulVotes.userId, userId),
                ),
              ),
          ),
          exists(
            db
              .select({ one: sql`1` })
              .from(communityQuestions)
              .where(eq(communityQuestions.solvedBy, communityAnswers.id)),
          ),
        ),
      ),
    );
}

export async function keepQuestionWithoutAuthor(
  db: Db,
  id: string,
  words: { text: string; hiddenReason: string | null },
) {
  await db
    .update(communityQuestions)
    .set({ userId: null, ...words })
    .where(eq(communityQuestions.id, id));
}

export async function keepAnswerWithoutAuthor(
  db: Db,
  id: string,
  words: { text: string; hiddenReason: string | null },
) {
  await db
    .update(communityAnswers)
    .set({ userId: null, ...words })
    .where(eq(communityAnswers.id, id));
}

/** Every answer on these questions, whoever wrote it. */
export async function answersOn(db: Db, questionIds: string[]) {
  if (!questionIds.length) return [];
  return db.select().from(communityAnswers).where(inArray(communityAnswers.questionId, questionIds));
}

export async function setAnswerText(db: Db, id: string, text: string) {
  await db.update(communityAnswers).set({ text }).where(eq(communityAnswers.id, id));
}

/** Deletes their other questions (with what hangs off them) and answers. */
export async function deletePostsOf(db: Db, userId: string) {
  await db.delete(communityAnswers).where(eq(communityAnswers.userId, userId));
  await db.delete(communityQuestions).where(eq(communityQuestions.userId, userId));
}

export async function updateModerationAction(
  db: Db,
  id: string,
  changes: Partial<typeof communityModerationActions.$inferInsert>,
) {
  await db.update(communityModerationActions).set(changes).where(eq(communityModerationActions.id, id));
}
