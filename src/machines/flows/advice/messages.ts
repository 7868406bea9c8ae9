import type { QuickReply } from '../../../conversation/chat-message.ts';
import { hasProducts, nextStep, type AdviceSection } from '../../../conversation/cards/advice-card-data.ts';
import { plantParts, symptomLooks, type Pest, type PestListItem } from '../../../contract/library.ts';
import { BACK, choice, type SayParams } from '../../../conversation/flow-protocol.ts';
import { flowChoice } from '../../../conversation/flow-choice.ts';

/** The crops offered as buttons, most asked-about first; the rest behind "More crops". */
export const FLOW_CROPS = [
  ['maize', 'bean', 'tomato', 'potato', 'kale', 'cabbage', 'coffee', 'cassava'],
  [
    'banana',
    'pepper',
    'onion',
    'wheat',
    'sorghum',
    'rice',
    'mango',
    'avocado',
    'cowpea',
    'green_gram',
    'pigeonpea',
  ],
] as const;

export const ENTRY_PREFIX = 'entry:';
export const CROP_PREFIX = 'crop:';
export const PART_PREFIX = 'part:';
export const LOOK_PREFIX = 'look:';

export function cropQuestion(page: number): SayParams {
  const crops = FLOW_CROPS[page] ?? FLOW_CROPS[0];
  const more = choice('more_crops', page === 0 ? 'advice:more_crops' : 'advice:main_crops');
  return {
    body: { kind: 'text', text: { key: 'advice:ask_crop' } },
    quickReplies: [
      ...crops.map((crop) => choice(`${CROP_PREFIX}${crop}`, `advice:crop.${crop}`)),
      more,
      BACK,
    ],
  };
}

/** Only the parts (or looks) some entry for this crop has, so every button can lead somewhere. */
export function partQuestion(candidates: PestListItem[]): SayParams {
  const parts = plantParts.filter((part) => candidates.some((candidate) => candidate.parts.includes(part)));
  return {
    body: { kind: 'text', text: { key: 'advice:ask_part' } },
    quickReplies: [...parts.map((part) => choice(`${PART_PREFIX}${part}`, `advice:part.${part}`)), BACK],
  };
}

export function lookQuestion(candidates: PestListItem[]): SayParams {
  const looks = symptomLooks.filter((look) => candidates.some((candidate) => candidate.looks.includes(look)));
  return {
    body: { kind: 'text', text: { key: 'advice:ask_look' } },
    quickReplies: [...looks.map((look) => choice(`${LOOK_PREFIX}${look}`, `advice:look.${look}`)), BACK],
  };
}

/** Entry names come from the library in the language of the moment, so they travel as a parameter. */
const entryReply = (entry: PestListItem): QuickReply => ({
  value: `${ENTRY_PREFIX}${entry.slug}`,
  label: { key: 'advice:condition', params: { name: entry.name } },
});

export function entryChoices(key: string, entries: PestListItem[], extra: QuickReply[]): SayParams {
  return {
    body: { kind: 'text', text: { key } },
    quickReplies: [...entries.map(entryReply), ...extra, BACK],
  };
}

export const noneFit = choice('none', 'advice:none_fit');

/**
 * "Talk to an agronomist" on every step of the advice: a flow choice, so it stays live on older
 * messages too, and the booking starts as a crop problem without asking the topic.
 */
export const AGRONOMIST: QuickReply = {
  value: flowChoice('callback', { topic: 'crop_problem' }),
  label: { key: 'talk:menu.callback' },
};

/** After a plant check, the flow books the agronomist itself, so the case goes with the booking. */
const AGRONOMIST_WITH_CASE = choice('agronomist', 'talk:menu.callback');

/**
 * One step of an entry as a card: "tell me more", "Is it safe?", sources, an agronomist, another problem,
 * done. `withCase`: the advice follows a plant check whose case the booking must carry.
 */
export function entryStep(
  entry: Pest,
  section: AdviceSection,
  step: AdviceSection,
  withCase = false,
): SayParams {
  const next = nextStep(entry, step);
  const replies = [
    ...(next ? [choice('more', `advice:next.${next}`)] : []),
    ...(hasProducts(entry) && section !== 'safety' ? [choice('safety', 'advice:is_it_safe')] : []),
    ...(section !== 'sources' && entry.kind !== 'not_a_plant'
      ? [choice('sources', 'advice:next.sources')]
      : []),
    withCase ? AGRONOMIST_WITH_CASE : AGRONOMIST,
    choice('another', 'advice:another'),
    choice('done', 'advice:done'),
  ];
  return {
    body: { kind: 'card', card: 'advice', data: { slug: entry.slug, section } },
    quickReplies: replies,
  };
}
