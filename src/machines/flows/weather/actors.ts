import { fromPromise } from 'xstate';
import { listCounties } from '../../../api/places.ts';
import { plantingStore } from '../../../api/planting-store.ts';
import { fetchWeather } from '../../../api/weather.ts';
import type { Weather } from '../../../contract/weather.ts';
import { countyPlace, type PickedPlace } from '../../../language/picked-place.ts';
import { placeActors } from '../calendar/actors.ts';

export const weatherActors = {
  ...placeActors,
  /** The county of the user's latest planting, so "hali ya hewa kesho?" needs no question. */
  savedPlace: fromPromise<PickedPlace | null, boolean>(async ({ input: signedIn }) => {
    if (!signedIn) return null;
    const [latest] = await plantingStore.load();
    if (!latest) return null;
    const county = (await listCounties()).find((candidate) => candidate.id === latest.county_id);
    return county ? countyPlace(county) : null;
  }),
  loadWeather: fromPromise<Weather, string>(({ input: county }) => fetchWeather({ county })),
};
