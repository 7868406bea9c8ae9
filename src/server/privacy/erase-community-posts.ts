import type { Db } from '../db/database.ts';
import {
  answeredByOthers,
  answersBy,
  answersOn,
  answersReliedOn,
  deletePostsOf,
  keepAnswerWithoutAuthor,
  keepQuestionWithoutAuthor,
  moderationByOrAbout,
  questionsBy,
  setAnswerText,
  updateModerationAction,
} from './community-records-repository.ts';
import { scrubberFor, type PersonIdentifiers } from './person-identifiers.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A person's Community posts when their account goes (issue 31 §4): what others relied on stays as
 * "a former member"'s, without the account and with their identifiers struck out of the text: a
 * question someone else answered, an answer someone else marked helpful or the asker marked as the
 * solution. Everything else they wrote goes; their photos go with their uploads, and their votes and
 * reports with the account. Others' answers on a question that stays, written to them, have the
 * person struck out as an agronomist's note about them has. The grievance officer's log keeps its entries without them.
 */
export async function eraseCommunityPosts(tx: Tx, person: PersonIdentifiers): Promise<void> {
  const scrub = scrubberFor(person);
  const keptQuestions = new Set((await answeredByOthers(tx, person.userId)).map((row) => row.id));
  const keptAnswers = new Set((await answersReliedOn(tx, person.userId)).map((row) => row.id));
  const words = (post: { text: string; hiddenReason: string | null }) => ({
    text: scrub(post.text),
    hiddenReason: post.hiddenReason === null ? null : scrub(post.hiddenReason),
  });
  for (const question of await questionsBy(tx, person.userId))
    if (keptQuestions.has(question.id)) await keepQuestionWithoutAuthor(tx, question.id, words(question));
  for (const answer of await answersBy(tx, person.userId))
    if (keptAnswers.has(answer.id)) await keepAnswerWithoutAuthor(tx, answer.id, words(answer));
  for (const answer of await answersOn(tx, [...keptQuestions])) {
    const text = scrub(answer.text);
    if (text !== answer.text) await setAnswerText(tx, answer.id, text);
  }
  await deletePostsOf(tx, person.userId);

  for (const action of await moderationByOrAbout(tx, person.userId)) {
    const byThem = action.actorId === person.userId;
    await updateModerationAction(tx, action.id, {
      subjectId: action.subjectId === person.userId ? null : action.subjectId,
      reason: scrub(action.reason),
      actorName: byThem ? '' : action.actorName,
    });
  }
}
