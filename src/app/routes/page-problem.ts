import { toApiFailure } from '../../api/api-failure.ts';

/** Why a page that shows one thing (a post, a question) could not: it is not there, or it did not load. */
export type PageProblem = 'not_found' | 'load_failed';

export function pageProblemOf(error: unknown): PageProblem {
  const failure = toApiFailure(error);
  return failure.kind === 'detail' && failure.status === 404 ? 'not_found' : 'load_failed';
}
