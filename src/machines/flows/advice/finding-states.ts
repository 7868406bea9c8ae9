import { BACK, choice, text } from '../../../conversation/flow-protocol.ts';
import type { AdviceContext } from './context.ts';
import { adviceSetup } from './setup.ts';

type Args = { context: AdviceContext };
import { cropQuestion, entryChoices, lookQuestion, noneFit, partQuestion } from './messages.ts';
import { conditionList, rankFor } from './steering.ts';

const say = <P>(params: P): { type: 'say'; params: P } => ({ type: 'say', params });
type Picking = 'setCrop' | 'setPart' | 'setLook' | 'setSlug';
const pick = (
  prefix: string,
  target: string,
  action: Picking,
): {
  guard: { type: 'picked'; params: { prefix: string } };
  target: string;
  actions: { type: Picking; params: { prefix: string } };
} => ({
  guard: { type: 'picked', params: { prefix } },
  target,
  actions: { type: action, params: { prefix } },
});
const chosen = (value: string): { type: 'chose'; params: { value: string } } => ({
  type: 'chose',
  params: { value },
});
const nextIs = (question: string): { type: 'nextIs'; params: { question: string } } => ({
  type: 'nextIs',
  params: { question },
});

/** Finding the problem: by crop from a list, or by two or three short questions about what the farmer sees. */
export const findingStates = {
  askMode: adviceSetup.createStateConfig({
    entry: say({
      body: text('advice:ask_mode'),
      quickReplies: [
        choice('browse', 'advice:mode.browse'),
        choice('describe', 'advice:mode.describe'),
        BACK,
      ],
    }),
    on: {
      'user.choice': [
        {
          guard: chosen('browse'),
          target: 'askCrop',
          actions: { type: 'startOver', params: { mode: 'browse' } },
        },
        {
          guard: chosen('describe'),
          target: 'askCrop',
          actions: { type: 'startOver', params: { mode: 'describe' } },
        },
      ],
      'user.back': 'done',
    },
  }),
  askCrop: adviceSetup.createStateConfig({
    entry: say(({ context }: Args) => cropQuestion(context.cropPage)),
    on: {
      'user.choice': [
        { guard: chosen('more_crops'), target: 'askCrop', reenter: true, actions: 'turnCropPage' },
        pick('crop:', 'loadingCandidates', 'setCrop'),
      ],
      'user.back': 'done',
    },
  }),
  deciding: adviceSetup.createStateConfig({
    always: [
      { guard: 'browsing', target: 'listing' },
      { guard: nextIs('offer'), target: 'offering' },
      { guard: nextIs('mode'), target: 'askMode' },
      { guard: nextIs('crop'), target: 'askCrop' },
      { guard: nextIs('part'), target: 'askPart' },
      { guard: nextIs('look'), target: 'askLook' },
      { target: 'nothingFound' },
    ],
  }),
  askPart: adviceSetup.createStateConfig({
    entry: say(({ context }: Args) => partQuestion(context.candidates)),
    on: { 'user.choice': pick('part:', 'deciding', 'setPart'), 'user.back': 'askMode' },
  }),
  askLook: adviceSetup.createStateConfig({
    entry: say(({ context }: Args) =>
      lookQuestion(
        context.candidates.filter((entry) =>
          context.description.parts.some((part) => entry.parts.includes(part)),
        ),
      ),
    ),
    on: { 'user.choice': pick('look:', 'deciding', 'setLook'), 'user.back': 'askMode' },
  }),
  offering: adviceSetup.createStateConfig({
    entry: say(({ context }: Args) => {
      const ranked = rankFor(context.candidates, context.description);
      const shortlist = ranked.map((hit) => context.candidates.find((entry) => entry.slug === hit.slug)!);
      return entryChoices('advice:candidates', shortlist, [noneFit]);
    }),
    on: {
      'user.choice': [
        pick('entry:', 'loadingEntry', 'setSlug'),
        { guard: chosen('none'), target: 'listing' },
      ],
      'user.back': 'askMode',
    },
  }),
  nothingFound: adviceSetup.createStateConfig({
    entry: say({ body: text('advice:nothing_found') }),
    always: 'listing',
  }),
  listing: adviceSetup.createStateConfig({
    always: [{ guard: 'noEntries', target: 'noEntries' }, { target: 'pickCondition' }],
  }),
  noEntries: adviceSetup.createStateConfig({
    entry: say({ body: text('advice:no_entries') }),
    always: 'askCrop',
  }),
  pickCondition: adviceSetup.createStateConfig({
    entry: say(({ context }: Args) =>
      entryChoices('advice:ask_condition', conditionList(context.candidates), []),
    ),
    on: { 'user.choice': pick('entry:', 'loadingEntry', 'setSlug'), 'user.back': 'askCrop' },
  }),
};
