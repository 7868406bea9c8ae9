import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors/api-error.ts';
import { answerById, questionById } from './community-repository.ts';

/**
 * A question this reader may see: a published one, or their own whatever its state. Others get 404
 * for a held or hidden one, as if it did not exist.
 */
export async function readableQuestion(db: Db, id: string, viewerId: string | null) {
  const row = await questionById(db, id);
  const mine = viewerId !== null && row?.question.userId === viewerId;
  if (!row || (row.question.state !== 'published' && !mine)) throw new ApiError(404, 'not_found');
  return row;
}

/** The same for an answer, which must also stand on a question the reader may see. */
export async function readableAnswer(db: Db, id: string, viewerId: string | null) {
  const row = await answerById(db, id, viewerId);
  const mine = viewerId !== null && row?.answer.userId === viewerId;
  if (!row || (row.answer.state !== 'published' && !mine)) throw new ApiError(404, 'not_found');
  const { question } = await readableQuestion(db, row.answer.questionId, viewerId);
  return { row, question };
}
