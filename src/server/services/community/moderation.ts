import type { ModerationAction, ModerationItem } from '../../../contract/community-moderation.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors/api-error.ts';
import { decide, type StandingDeps } from '../accounts/account-standing.ts';
import type { UserRow } from '../accounts/user-profile.ts';
import { photoPositionsOf, postCountsOf, questionById } from './community-repository.ts';
import { communityAuthor } from './community-view.ts';
import { tellInChat } from './community-notices.ts';
import {
  actionsOf,
  insertModerationAction,
  markReportsHandled,
  postWithAuthor,
  reportsOf,
  setPostState,
  warningsOf,
  type PostRef,
} from './moderation-repository.ts';

const nameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

async function foundPost(db: Db, post: PostRef) {
  const row = await postWithAuthor(db, post);
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

/** One post as the grievance officer judges it: unmasked, with reports, author's history and actions. */
export async function moderationItem(db: Db, post: PostRef): Promise<ModerationItem> {
  const row = await foundPost(db, post);
  const author = row.author;
  const history = author ? await postCountsOf(db, author.id) : null;
  return {
    kind: post.kind,
    id: row.id,
    question: row.questionId,
    text: row.text,
    photos: post.kind === 'question' ? (await photoPositionsOf(db, [row.id])).length : 0,
    state: row.state,
    hidden_reason: row.hiddenReason,
    created_at: row.createdAt.toISOString(),
    reports: (await reportsOf(db, post)).map((report) => ({
      reason: report.reason,
      automatic: report.reporterId === null,
      created_at: report.createdAt.toISOString(),
    })),
    author:
      author && history
        ? {
            id: author.id,
            name: nameOf(author),
            status: author.status,
            questions: history.questions,
            answers: history.answers,
            hidden_posts: history.hidden,
            warnings: await warningsOf(db, author.id),
          }
        : null,
    actions: (await actionsOf(db, post)).map((action) => ({
      action: action.action,
      reason: action.reason,
      by: action.actorName,
      created_at: action.createdAt.toISOString(),
    })),
  };
}

export interface ModerationDecision {
  action: ModerationAction;
  reason: string;
  language: 'en' | 'sw';
  officer: UserRow;
}

/**
 * The grievance officer's action on a post (issue 31 §2): hide or restore it with a reason its author
 * reads in their chat and beside the post, warn the author, or suspend them through the admins'
 * suspension (recorded there too, with its SMS). Every action is logged with who and when, and the
 * post's open reports count as handled.
 */
export async function moderate(standing: StandingDeps, post: PostRef, decision: ModerationDecision) {
  const { db, clock } = standing.accounts;
  const row = await foundPost(db, post);
  const now = clock();
  const { action, reason, officer } = decision;
  if (row.author === null && (action === 'warn' || action === 'suspend'))
    throw new ApiError(409, 'community_author_gone');
  const question = (await questionById(db, row.questionId))!;
  const tellAuthor = (template: 'community_hidden' | 'community_restored' | 'community_warning') =>
    tellInChat(db, {
      userId: row.userId,
      language: question.question.language,
      template,
      params: { text: row.text, reason },
      authorId: officer.id,
      authorName: nameOf(officer),
      now,
    });

  if (action === 'suspend') {
    if (row.author!.status === 'suspended') throw new ApiError(409, 'account_already_suspended');
    await decide(standing, row.author!, {
      action: 'suspend',
      reason,
      language: decision.language,
      admin: officer,
    });
  } else if (action === 'hide') {
    await setPostState(db, post, { state: 'hidden', hiddenReason: reason });
    await tellAuthor('community_hidden');
  } else if (action === 'restore') {
    await setPostState(db, post, { state: 'published', hiddenReason: null });
    await tellAuthor('community_restored');
    // A held answer reaches the asker only now, as a published one would have at once.
    if (row.state === 'held' && question.question.userId !== row.userId)
      await tellInChat(db, {
        userId: question.question.userId,
        language: question.question.language,
        template: 'community_answer',
        params: { text: row.text },
        authorId: row.userId,
        authorName:
          communityAuthor({
            authorFirstName: row.author?.firstName ?? null,
            authorLastName: row.author?.lastName ?? null,
            authorRole: row.author?.role ?? null,
          }).nickname ?? '',
        now,
      });
  } else {
    await tellAuthor('community_warning');
  }
  await insertModerationAction(db, {
    ...(post.kind === 'question' ? { questionId: post.id } : { answerId: post.id }),
    subjectId: row.userId,
    action,
    reason,
    actorId: officer.id,
    actorName: nameOf(officer),
    createdAt: now,
  });
  await markReportsHandled(db, post, now);
  return moderationItem(db, post);
}
