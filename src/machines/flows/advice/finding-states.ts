import { BACK, choice, text } from '../../../conversation/flow-protocol.ts';
import type { AdviceContext } from './context.ts';
import { cropQuestion, entryChoices, lookQuestion, noneFit, partQuestion } from './messages.ts';
import { conditionList, rankFor } from './steering.ts';

type Args = { context: AdviceContext };
const say = <P>(params: P) => ({ type: 'say' as const, params });
const pick = (prefix: string, target: string, action: 'setCrop' | 'setPart' | 'setLook' | 'setSlug') => ({
  guard: { type: 'picked' as const, params: { prefix } },
  target,
  actions: { type: action, params: { prefix } },
});
const chosen = (value: string) => ({ type: 'chose' as const, params: { value } });
const nextIs = (question: string) => ({ type: 'nextIs' as const, params: { question } });

/** Finding the problem: by crop from a list, or by two or three short questions about what the farmer sees. */
export const findingStates = {
  askMode: {
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
          actions: { type: 'startOver' as const, params: { mode: 'browse' as const } },
        },
        {
          guard: chosen('describe'),
          target: 'askCrop',
          actions: { type: 'startOver' as const, params: { mode: 'describe' as const } },
        },
      ],
      'user.back': 'done',
    },
  },
  askCrop: {
    entry: say(({ context }: Args) => cropQuestion(context.cropPage)),
    on: {
      'user.choice': [
        { guard: chosen('more_crops'), target: 'askCrop', reenter: true, actions: 'turnCropPage' as const },
        pick('crop:', 'loadingCandidates', 'setCrop'),
      ],
      'user.back': 'done',
    },
  },
  deciding: {
    always: [
      { guard: 'browsing' as const, target: 'listing' },
      { guard: nextIs('offer'), target: 'offering' },
      { guard: nextIs('mode'), target: 'askMode' },
      { guard: nextIs('crop'), target: 'askCrop' },
      { guard: nextIs('part'), target: 'askPart' },
      { guard: nextIs('look'), target: 'askLook' },
      { target: 'nothingFound' },
    ],
  },
  askPart: {
    entry: say(({ context }: Args) => partQuestion(context.candidates)),
    on: { 'user.choice': pick('part:', 'deciding', 'setPart'), 'user.back': 'askMode' },
  },
  askLook: {
    entry: say(({ context }: Args) =>
      lookQuestion(
        context.candidates.filter((entry) =>
          context.description.parts.some((part) => entry.parts.includes(part)),
        ),
      ),
    ),
    on: { 'user.choice': pick('look:', 'deciding', 'setLook'), 'user.back': 'askMode' },
  },
  offering: {
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
  },
  nothingFound: { entry: say({ body: text('advice:nothing_found') }), always: 'listing' },
  listing: { always: [{ guard: 'noEntries' as const, target: 'noEntries' }, { target: 'pickCondition' }] },
  noEntries: { entry: say({ body: text('advice:no_entries') }), always: 'askCrop' },
  pickCondition: {
    entry: say(({ context }: Args) =>
      entryChoices('advice:ask_condition', conditionList(context.candidates), []),
    ),
    on: { 'user.choice': pick('entry:', 'loadingEntry', 'setSlug'), 'user.back': 'askCrop' },
  },
};
