import { fromPromise } from 'xstate';
import { fetchPest, listPests } from '../../../api/library.ts';
import type { Pest, PestListItem } from '../../../contract/library.ts';

/** The advice flow's calls to the library; tests swap them with `.provide()`. */
export const adviceActors = {
  /** Every entry for a crop (or the whole library when no crop is known yet). */
  loadCandidates: fromPromise<PestListItem[], { crop: string | null }>(({ input }) =>
    listPests(input.crop ? { crop: input.crop } : {}),
  ),
  /** The entry to show; the advice cards then read it from the same cache. */
  loadEntry: fromPromise<Pest, { slug: string }>(({ input }) => fetchPest(input.slug)),
};
