import type { ApiFailure } from '../../../api/api-failure.ts';
import { farmInputSchema, type Farm } from '../../../contract/farm.ts';
import type { PlantingInfo } from '../../../contract/planting-info.ts';
import type { PickedPlace } from '../../../language/picked-place.ts';

export interface MyFarmsInput {
  /** Set by a menu button or another flow: "add" goes straight to the new farm's name. */
  action?: string;
}

export interface MyFarmsContext {
  adding: boolean;
  farms: Farm[];
  /** Where each farm is ("Mavoko, Machakos"), by farm id. */
  places: Record<string, string>;
  /** Every planting of the farmer, newest first: the list says what grows on each farm. */
  plantings: PlantingInfo[];
  selected: string | null;
  name: string;
  place: PickedPlace | null;
  /** The size in acres; null when the farmer does not know it. */
  acres: number | null;
  failure: ApiFailure | null;
}

export const initialContext = (input: MyFarmsInput | undefined): MyFarmsContext => ({
  adding: input?.action === 'add',
  farms: [],
  places: {},
  plantings: [],
  selected: null,
  name: '',
  place: null,
  acres: null,
  failure: null,
});

/** A quick reply's value for one farm. */
export const FARM_PREFIX = 'farm:';

/** The farm's name as the contract takes it, or null when it is refused. */
export function parseFarmName(value: string): string | null {
  const parsed = farmInputSchema.shape.name.safeParse(value);
  return parsed.success ? parsed.data : null;
}
