import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PageQuery } from '../../../contract/pagination.ts';
import type { Db } from '../../db/database.ts';
import { pagedRows } from '../../db/paged-rows.ts';
import {
  communityAnswers,
  communityModerationActions,
  communityQuestions,
  communityReports,
  users,
} from '../../db/schema.ts';

/** One post, a question or an answer, as the queue and the actions name it. */
export type PostRef = { kind: 'question'; id: string } | { kind: 'answer'; id: string };

const reportsOn = (post: PostRef) =>
  post.kind === 'question'
    ? eq(communityReports.questionId, post.id)
    : eq(communityReports.answerId, post.id);
const actionsOn = (post: PostRef) =>
  post.kind === 'question'
    ? eq(communityModerationActions.questionId, post.id)
    : eq(communityModerationActions.answerId, post.id);

/**
 * Reported posts, each once: `open` those with a report nobody has acted on, oldest report first;
 * `handled` those whose reports were all acted on, latest first.
 */
export function pageReportedPosts(db: Db, status: 'open' | 'handled', query: PageQuery) {
  const grouped = db
    .select({
      questionId: communityReports.questionId,
      answerId: communityReports.answerId,
      first: sql<Date>`min(${communityReports.createdAt})`.as('first'),
      handled: sql<Date>`max(${communityReports.handledAt})`.as('handled'),
    })
    .from(communityReports)
    .groupBy(communityReports.questionId, communityReports.answerId)
    .having(
      status === 'open'
        ? sql`bool_or(${communityReports.handledAt} is null)`
        : sql`bool_and(${communityReports.handledAt} is not null)`,
    )
    .as('posts');
  return pagedRows(
    query,
    async () => (await db.select({ n: sql<number>`count(*)::int` }).from(grouped))[0]!.n,
    (limit, offset) =>
      db
        .select({ questionId: grouped.questionId, answerId: grouped.answerId })
        .from(grouped)
        .orderBy(status === 'open' ? asc(grouped.first) : sql`${grouped.handled} desc`)
        .limit(limit)
        .offset(offset),
  );
}

export function reportsOf(db: Db, post: PostRef) {
  return db.select().from(communityReports).where(reportsOn(post)).orderBy(asc(communityReports.createdAt));
}

export function actionsOf(db: Db, post: PostRef) {
  return db
    .select()
    .from(communityModerationActions)
    .where(actionsOn(post))
    .orderBy(asc(communityModerationActions.createdAt));
}

/** The post itself with its author's account (null for a former member). */
export async function postWithAuthor(db: Db, post: PostRef) {
  const table = post.kind === 'question' ? communityQuestions : communityAnswers;
  const [row] = await db
    .select({
      id: table.id,
      userId: table.userId,
      text: table.text,
      state: table.state,
      hiddenReason: table.hiddenReason,
      createdAt: table.createdAt,
      author: users,
    })
    .from(table)
    .leftJoin(users, eq(users.id, table.userId))
    .where(eq(table.id, post.id));
  if (!row) return undefined;
  const questionId =
    post.kind === 'question'
      ? post.id
      : (
          await db
            .select({ id: communityAnswers.questionId })
            .from(communityAnswers)
            .where(eq(communityAnswers.id, post.id))
        )[0]!.id;
  return { ...row, questionId };
}

export async function setPostState(
  db: Db,
  post: PostRef,
  changes: { state: 'published' | 'hidden'; hiddenReason: string | null },
) {
  const table = post.kind === 'question' ? communityQuestions : communityAnswers;
  await db.update(table).set(changes).where(eq(table.id, post.id));
}

export async function markReportsHandled(db: Db, post: PostRef, now: Date) {
  await db
    .update(communityReports)
    .set({ handledAt: now })
    .where(and(reportsOn(post), isNull(communityReports.handledAt)));
}

export async function insertModerationAction(db: Db, values: typeof communityModerationActions.$inferInsert) {
  await db.insert(communityModerationActions).values(values);
}

/** How often the grievance officer has warned this person. */
export function warningsOf(db: Db, userId: string) {
  return db.$count(
    communityModerationActions,
    and(eq(communityModerationActions.subjectId, userId), eq(communityModerationActions.action, 'warn')),
  );
}
