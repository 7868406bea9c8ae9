import type { TextRef } from '../../../conversation/chat-message.ts';
import type { Farm } from '../../../contract/farm.ts';
import { repliesAfter } from '../../../conversation/account-incomplete-offer.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import { BACK, choice, text, type SayParams } from '../../../conversation/flow-protocol.ts';
import { FARM_PREFIX, type MyFarmsContext } from './context.ts';

const NS = 'farms';

export const ADD = choice('add', `${NS}:add`);
export const SKIP = choice('skip', `${NS}:size_unknown`);
export const RETRY = choice('retry', 'talk:try_again');

const farmChoice = (farm: Farm, selected: string | null) => ({
  value: `${FARM_PREFIX}${farm.id}`,
  label: {
    key: farm.id === selected ? `${NS}:farm_option_selected` : `${NS}:farm_option`,
    params: { name: farm.name },
  },
});

/** Name, size, place, and what grows there: how many plantings and the latest one's crop and day. */
function farmLine(farm: Farm, { places, plantings }: MyFarmsContext): TextRef {
  const own = plantings.filter((planting) => planting.farm === farm.id);
  const latest = own[0];
  const params = {
    name: farm.name,
    place: places[farm.id] ?? '',
    count: own.length,
    // The instant, not its words: the transcript shows it in the reader's language (`{{date, day}}`).
    ...(latest && { crop: latest.crop, date: Date.parse(`${latest.planted_on}T12:00:00Z`) }),
  };
  return farm.area_acres === null
    ? { key: `${NS}:farm_line_no_size`, params }
    : { key: `${NS}:farm_line`, params: { ...params, acres: farm.area_acres } };
}

/** The farms, each a button that makes it the selected one, and "add a farm". */
export function list(context: MyFarmsContext): SayParams[] {
  const { farms, selected } = context;
  if (farms.length === 0) return [{ body: text(`${NS}:none`), quickReplies: [ADD, BACK] }];
  return [
    { body: text(`${NS}:list`, { count: farms.length }) },
    ...farms.map((farm) => ({ body: { kind: 'markdown' as const, text: farmLine(farm, context) } })),
    {
      body: text(`${NS}:pick`),
      quickReplies: [...farms.map((farm) => farmChoice(farm, selected)), ADD, BACK],
    },
  ];
}

export const askName = (): SayParams => ({
  body: text(`${NS}:ask_name`),
  quickReplies: [BACK],
  input: { kind: 'text', label: { key: `${NS}:name_label` } },
});

export const askSize = (): SayParams => ({
  body: text(`${NS}:ask_size`),
  quickReplies: [SKIP, BACK],
  input: { kind: 'acres', label: { key: `${NS}:size_label` }, optional: true },
});

/** A typed answer that is refused: said before the question comes again. */
export const invalid = (key: string): SayParams => ({
  body: { kind: 'notice', tone: 'error', text: { key: `${NS}:${key}` } },
});

export const failed = (context: MyFarmsContext): SayParams => ({
  body: failureMessage(context.failure!),
  quickReplies: repliesAfter(context.failure!, [RETRY, BACK]),
});

export const selected = (farm: Farm): SayParams => ({
  body: { kind: 'notice', tone: 'success', text: { key: `${NS}:selected`, params: { name: farm.name } } },
});

export const added = (farm: Farm): SayParams => ({
  body: { kind: 'notice', tone: 'success', text: { key: `${NS}:added`, params: { name: farm.name } } },
});
