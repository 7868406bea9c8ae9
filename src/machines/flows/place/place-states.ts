import { fromPromise } from 'xstate';
import { isLoggedIn } from '../../../api/session-store.ts';
import { listCounties } from '../../../api/places.ts';
import { countyInText, countyPlace, type PickedPlace } from '../../../language/picked-place.ts';
import { placeQuestion } from './machine.ts';

/** Whether the user may keep plantings: a session is stored (false where there is no storage, as in tests). */
export const storedSession = () => typeof localStorage !== 'undefined' && isLoggedIn();

/** The place question (invoked as `place`, see machine.ts) and a place named in the words that started a flow. */
export const placeActors = {
  placeQuestion,
  /** A county named in the words that started the flow; none is not an error, the flow just asks. */
  placeInWords: fromPromise<PickedPlace | null, string>(async ({ input }) => {
    if (!input.trim()) return null;
    const county = countyInText(input, await listCounties());
    return county ? countyPlace(county) : null;
  }),
};
