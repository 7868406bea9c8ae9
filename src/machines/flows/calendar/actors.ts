import { fromPromise } from 'xstate';
import { fetchCalendar } from '../../../api/calendar.ts';
import { listCounties } from '../../../api/places.ts';
import { plantingStore } from '../../../api/planting-store.ts';
import type { Calendar, CalendarQuery } from '../../../contract/calendar.ts';
import type { PlantingInfo, PlantingInfoInput } from '../../../contract/planting-info.ts';
import { countyInText, countyPlace, type PickedPlace } from '../../../language/picked-place.ts';
import { placeQuestion } from '../place/machine.ts';

/** The calendar and weather flows' side effects, each a named actor that tests replace with `.provide()`. */
export const placeActors = {
  placeQuestion,
  /** A county named in the words that started the flow; none is not an error, the flow just asks. */
  placeInWords: fromPromise<PickedPlace | null, string>(async ({ input }) => {
    if (!input.trim()) return null;
    const county = countyInText(input, await listCounties());
    return county ? countyPlace(county) : null;
  }),
};

export const calendarActors = {
  ...placeActors,
  loadCalendar: fromPromise<Calendar, CalendarQuery>(({ input }) => fetchCalendar(input)),
  savePlanting: fromPromise<PlantingInfo, PlantingInfoInput>(({ input }) => plantingStore.add(input)),
};
