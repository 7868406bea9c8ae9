import { fromPromise } from 'xstate';
import { nearestCounty, searchCounties } from '../../../api/places.ts';
import type { SharedLocation } from '../../../conversation/cards/card-payloads.ts';
import type { County } from '../../../contract/places.ts';
import { countyPlace, type PickedPlace } from '../../../language/picked-place.ts';

/** The place question's calls: the county search behind typed words, and "use my location". */
export const placeQuestionActors = {
  searchPlaces: fromPromise<County[], string>(({ input }) => searchCounties(input)),
  placeNear: fromPromise<PickedPlace, SharedLocation>(async ({ input }) => {
    const { county } = await nearestCounty(input.latitude, input.longitude);
    return countyPlace(county, true);
  }),
};
