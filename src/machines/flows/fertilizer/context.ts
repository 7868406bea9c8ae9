import type { ApiFailure } from '../../../api/api-failure.ts';
import type { CalendarCrop } from '../../../contract/calendar.ts';
import type { Farm } from '../../../contract/farm.ts';
import type { NutrientList } from '../../../contract/nutrient.ts';
import type { PlantingInfo } from '../../../contract/planting-info.ts';

/** The crops the fertilizer advice covers, by the calendar's crop ids (their names are translated there). */
export const FERTILIZER_CROPS = [
  'maize',
  'bean',
  'potato',
  'tomato',
  'kale',
  'cabbage',
  'onion',
  'cassava',
  'sorghum',
  'wheat',
  'rice',
  'green_gram',
] as const satisfies readonly CalendarCrop[];
export type FertilizerCrop = (typeof FERTILIZER_CROPS)[number];

/** The stages the advice names: at planting, at transplanting (vegetables) and the top dressing. */
export const STAGES = ['planting', 'transplanting', 'top-dress'] as const;
export type Stage = (typeof STAGES)[number];

export interface FertilizerInput {
  /** Set by the calendar's offer: the crop and stage it was talking about. */
  crop?: string;
  stage?: string;
}

export interface FertilizerContext {
  crop: FertilizerCrop | null;
  stage: Stage | null;
  farms: Farm[];
  /** Saved plantings still to be fertilized, newest first: one tap answers crop, stage and place. */
  plantings: PlantingInfo[];
  farm: Farm | null;
  /** The saved planting's county when it is on no saved farm: the advice is for its place. */
  county: string | null;
  /** A size typed in when no saved farm is meant; null when unknown. */
  acres: number | null;
  answer: NutrientList | null;
  failure: ApiFailure | null;
}

export const isCrop = (value: string | undefined): value is FertilizerCrop =>
  FERTILIZER_CROPS.includes(value as FertilizerCrop);
export const isStage = (value: string | undefined): value is Stage => STAGES.includes(value as Stage);

export const initialContext = (input: FertilizerInput | undefined): FertilizerContext => ({
  crop: isCrop(input?.crop) ? input.crop : null,
  stage: isStage(input?.stage) ? input.stage : null,
  farms: [],
  plantings: [],
  farm: null,
  county: null,
  acres: null,
  answer: null,
  failure: null,
});

export const CROP_PREFIX = 'crop:';
export const STAGE_PREFIX = 'stage:';
export const FARM_PREFIX = 'farm:';
export const PLANTING_PREFIX = 'planting:';

/** Top dressing is done by about eight weeks after sowing: an older planting needs no fertilizer now. */
const FERTILIZED_WITHIN_DAYS = 70;

/** The fertilizer a saved planting needs next: at planting while it is ahead, then the top dressing. */
export function plantingStage(planting: PlantingInfo, today: string): Stage | null {
  if (planting.planted_on > today) return 'planting';
  const days = (Date.parse(today) - Date.parse(planting.planted_on)) / 86_400_000;
  return days <= FERTILIZED_WITHIN_DAYS ? 'top-dress' : null;
}

/** The plantings the advice can be for today: crops it covers, still to be fertilized. */
export const plantingsToFertilize = (plantings: PlantingInfo[], today: string): PlantingInfo[] =>
  plantings.filter((planting) => isCrop(planting.crop) && plantingStage(planting, today) !== null);
