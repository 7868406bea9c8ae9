import type { ApiFailure } from '../../../api/api-failure.ts';
import { farmInputSchema, MAX_FARM_ACRES, type Farm } from '../../../contract/farm.ts';
import type { PickedPlace } from '../../../language/picked-place.ts';

export interface MyFarmsInput {
  /** Set by a menu button or another flow: "add" goes straight to the new farm's name. */
  action?: string;
}

export interface MyFarmsContext {
  adding: boolean;
  farms: Farm[];
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

/**
 * A size in acres as people type it: "2", "2.5", "2,5", "ekari 3", "1/2"; null when it is no number
 * or outside what the contract takes (above 0, at most MAX_FARM_ACRES).
 */
export function parseAcres(value: string): number | null {
  const words = value.trim().toLowerCase();
  if (/-\s*\d/.test(words)) return null;
  const fraction = /(\d+)\s*\/\s*(\d+)/.exec(words);
  const number = fraction
    ? Number(fraction[1]) / Number(fraction[2])
    : Number(/\d+(?:[.,]\d+)?/.exec(words)?.[0]?.replace(',', '.') ?? Number.NaN);
  return Number.isFinite(number) && number > 0 && number <= MAX_FARM_ACRES ? number : null;
}
