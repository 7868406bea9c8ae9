import { fromPromise } from 'xstate';
import { farmStore } from '../../../api/farm-store.ts';
import { isLoggedIn } from '../../../api/session-store.ts';
import { listCounties } from '../../../api/places.ts';
import { countyInText, countyPlace, type PickedPlace } from '../../../language/picked-place.ts';
import { placeQuestion } from './machine.ts';

/** Whether the user may keep plantings: a session is stored (false where there is no storage, as in tests). */
export const storedSession = () => typeof localStorage !== 'undefined' && isLoggedIn();

/**
 * The selected farm's place (SPEC §3's shared state), so a farmer who chose a farm is not asked
 * again; null when none is chosen or the farms cannot be loaded (the flow then simply asks).
 */
export async function selectedFarmPlace(): Promise<PickedPlace | null> {
  if (!storedSession()) return null;
  const { selectedFarm } = await farmStore.load().catch(() => farmStore.get());
  if (!selectedFarm) return null;
  const county = (await listCounties()).find((candidate) => candidate.id === selectedFarm.county);
  return county ? { ...countyPlace(county), ward_id: selectedFarm.ward } : null;
}

/** The place question (invoked as `place`, see machine.ts) and a place named in the words that started a flow. */
export const placeActors = {
  placeQuestion,
  /**
   * A county named in the words that started the flow, else the selected farm's place; none is not an
   * error, the flow just asks.
   */
  placeInWords: fromPromise<PickedPlace | null, string>(async ({ input }) => {
    const county = input.trim() ? countyInText(input, await listCounties()) : null;
    return county ? countyPlace(county) : selectedFarmPlace();
  }),
};
