import type { FertilizerCardData } from '../../../conversation/cards/fertilizer-card-data.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import { BACK, choice, text, type SayParams } from '../../../conversation/flow-protocol.ts';
import { quantityFor } from '../../../contract/nutrient.ts';
import {
  CROP_PREFIX,
  FARM_PREFIX,
  FERTILIZER_CROPS,
  PLANTING_PREFIX,
  STAGE_PREFIX,
  STAGES,
  type FertilizerContext,
} from './context.ts';

const NS = 'farms:fertilizer';

export const OTHER_SIZE = choice('size', `${NS}.other_size`);
export const SKIP = choice('skip', 'farms:size_unknown');
export const RETRY = choice('retry', 'talk:try_again');
export const OTHER_STAGE = choice('other_stage', `${NS}.other_stage`);
export const OTHER_CROP = choice('other_crop', `${NS}.other_crop`);
export const DONE = choice('done', `${NS}.done`);

export const askCrop = (): SayParams => ({
  body: text(`${NS}.ask_crop`),
  quickReplies: [
    ...FERTILIZER_CROPS.map((crop) => choice(`${CROP_PREFIX}${crop}`, `calendar:crop.${crop}`)),
    BACK,
  ],
});

/** The saved plantings to fertilize, each named by crop, planting date and farm, and another crop. */
export const askPlanting = ({ plantings }: FertilizerContext): SayParams => ({
  body: text(`${NS}.ask_planting`),
  quickReplies: [
    ...plantings.slice(0, 4).map((planting) => ({
      value: `${PLANTING_PREFIX}${planting.id}`,
      label: {
        key: planting.farm_name ? `${NS}.planting_on_farm` : `${NS}.planting`,
        params: {
          crop: planting.crop,
          day: Date.parse(`${planting.planted_on}T00:00:00Z`),
          farm: planting.farm_name ?? '',
        },
      },
    })),
    OTHER_CROP,
    BACK,
  ],
});

export const askFarm = ({ farms }: FertilizerContext): SayParams => ({
  body: text(`${NS}.ask_farm`),
  quickReplies: [
    ...farms.map((farm) => ({
      value: `${FARM_PREFIX}${farm.id}`,
      label: { key: 'farms:farm_option', params: { name: farm.name } },
    })),
    OTHER_SIZE,
    BACK,
  ],
});

export const askSize = (): SayParams => ({
  body: text(`${NS}.ask_size`),
  quickReplies: [SKIP, BACK],
  input: { kind: 'acres', label: { key: 'farms:size_label' }, optional: true },
});

/** Crops raised in a nursery and moved to the field: only they have a transplanting stage (not maize). */
const TRANSPLANTED: readonly string[] = ['tomato', 'kale', 'cabbage', 'onion', 'rice'];

export const askStage = (context: Pick<FertilizerContext, 'crop'>): SayParams => ({
  body: text(`${NS}.ask_stage`),
  quickReplies: [
    ...STAGES.filter(
      (stage) => stage !== 'transplanting' || (context.crop !== null && TRANSPLANTED.includes(context.crop)),
    ).map((stage) => choice(`${STAGE_PREFIX}${stage}`, `${NS}.stage.${stage}`)),
    BACK,
  ],
});

export const invalidSize = (): SayParams => ({
  body: { kind: 'notice', tone: 'error', text: { key: 'farms:invalid_size' } },
});

export const failed = (context: FertilizerContext): SayParams => ({
  body: failureMessage(context.failure!),
  quickReplies: [RETRY, BACK],
});

/**
 * The card, with quantities: the server works them out for a saved farm; for a size typed in they are
 * worked out here with the contract's own rounding.
 */
export function cardData(context: FertilizerContext): FertilizerCardData {
  const answer = context.answer!;
  const acres = context.farm ? context.farm.area_acres : context.acres;
  const rows = answer.results.map((row) => ({
    ...row,
    quantity:
      row.quantity ??
      (acres !== null && row.rate_kg_per_acre !== null ? quantityFor(row.rate_kg_per_acre, acres) : null),
  }));
  return {
    crop: context.crop!,
    stage: context.stage!,
    farm: context.farm?.name ?? null,
    acres,
    scope: answer.scope,
    rows,
  };
}

export function answer(context: FertilizerContext): SayParams[] {
  if (context.answer!.results.length === 0) {
    return [
      {
        body: text(`${NS}.none`),
        quickReplies: [OTHER_STAGE, OTHER_CROP, DONE],
      },
    ];
  }
  return [
    { body: { kind: 'card', card: 'fertilizer', data: cardData(context) } },
    { body: text(`${NS}.what_next`), quickReplies: [OTHER_STAGE, OTHER_CROP, DONE] },
  ];
}
