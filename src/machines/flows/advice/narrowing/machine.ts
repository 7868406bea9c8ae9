import { assertEvent, assign, setup } from 'xstate';
import type { PestListItem } from '../../../../contract/library.ts';
import { text, sayAction, type UserEvent } from '../../../../conversation/flow-protocol.ts';
import type { AdviceMode } from '../context.ts';
import {
  ENTRY_PREFIX,
  LOOK_PREFIX,
  PART_PREFIX,
  entryChoices,
  lookQuestion,
  noneFit,
  partQuestion,
} from '../messages.ts';
import { conditionList, nextQuestion, rankFor, type NextQuestion } from '../steering.ts';
import type { Description } from '../symptom-narrowing.ts';
import type { PlantPart, SymptomLook } from '../../../../language/intents/symptom-words.ts';

/**
 * From a crop's entries to the one the farmer means: by a list to choose from, or by a question or two
 * about the part and the look (steering.ts decides which). The advice flow invokes this child once the
 * entries are loaded; it ends with the entry picked, or with the question to go back to (the way to
 * find it, or the crop), and the description as it stands.
 */
export interface NarrowingInput {
  mode: AdviceMode;
  description: Description;
  candidates: PestListItem[];
}

export type NarrowingOutput =
  | { next: 'entry'; slug: string; description: Description }
  | { next: 'askMode' | 'askCrop'; description: Description };

interface NarrowingContext extends NarrowingInput {
  /** The entry picked; none when the user went back. */
  slug: string | null;
  backTo: 'askMode' | 'askCrop';
}

const picked = (event: UserEvent, prefix: string) => {
  assertEvent(event, 'user.choice');
  return event.value.slice(prefix.length);
};

export const narrowing = setup({
  types: {
    context: {} as NarrowingContext,
    events: {} as UserEvent,
    input: {} as NarrowingInput,
    output: {} as NarrowingOutput,
  },
  actions: {
    say: sayAction<NarrowingContext>(),
    setPart: assign({
      description: ({ context, event }) => ({
        ...context.description,
        parts: [picked(event, PART_PREFIX) as PlantPart],
      }),
    }),
    setLook: assign({
      description: ({ context, event }) => ({
        ...context.description,
        looks: [picked(event, LOOK_PREFIX) as SymptomLook],
      }),
    }),
    setSlug: assign({ slug: ({ event }) => picked(event, ENTRY_PREFIX) }),
    goBackTo: assign((_, params: { to: NarrowingContext['backTo'] }) => ({ backTo: params.to })),
  },
  guards: {
    browsing: ({ context }) => context.mode === 'browse',
    noEntries: ({ context }) => conditionList(context.candidates).length === 0,
    chose: ({ event }, params: { value: string }) =>
      event.type === 'user.choice' && event.value === params.value,
    picked: ({ event }, params: { prefix: string }) =>
      event.type === 'user.choice' && event.value.startsWith(params.prefix),
    nextIs: ({ context }, params: { question: NextQuestion }) =>
      nextQuestion(context.candidates, context.description) === params.question,
  },
}).createMachine({
  id: 'adviceNarrowing',
  context: ({ input }) => ({ ...input, slug: null, backTo: 'askMode' }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'browsing', target: 'listing' },
        { guard: { type: 'nextIs', params: { question: 'offer' } }, target: 'offering' },
        {
          guard: { type: 'nextIs', params: { question: 'mode' } },
          target: 'left',
          actions: { type: 'goBackTo', params: { to: 'askMode' } },
        },
        {
          guard: { type: 'nextIs', params: { question: 'crop' } },
          target: 'left',
          actions: { type: 'goBackTo', params: { to: 'askCrop' } },
        },
        { guard: { type: 'nextIs', params: { question: 'part' } }, target: 'askPart' },
        { guard: { type: 'nextIs', params: { question: 'look' } }, target: 'askLook' },
        { target: 'nothingFound' },
      ],
    },
    askPart: {
      entry: { type: 'say', params: ({ context }) => partQuestion(context.candidates) },
      on: {
        'user.choice': {
          guard: { type: 'picked', params: { prefix: PART_PREFIX } },
          target: 'deciding',
          actions: 'setPart',
        },
        'user.back': { target: 'left', actions: { type: 'goBackTo', params: { to: 'askMode' } } },
      },
    },
    askLook: {
      entry: {
        type: 'say',
        params: ({ context }) =>
          lookQuestion(
            context.candidates.filter((entry) =>
              context.description.parts.some((part) => entry.parts.includes(part)),
            ),
          ),
      },
      on: {
        'user.choice': {
          guard: { type: 'picked', params: { prefix: LOOK_PREFIX } },
          target: 'deciding',
          actions: 'setLook',
        },
        'user.back': { target: 'left', actions: { type: 'goBackTo', params: { to: 'askMode' } } },
      },
    },
    offering: {
      entry: {
        type: 'say',
        params: ({ context }) => {
          const ranked = rankFor(context.candidates, context.description);
          const shortlist = ranked.map((hit) => context.candidates.find((entry) => entry.slug === hit.slug)!);
          return entryChoices('advice:candidates', shortlist, [noneFit]);
        },
      },
      on: {
        'user.choice': [
          {
            guard: { type: 'picked', params: { prefix: ENTRY_PREFIX } },
            target: 'left',
            actions: 'setSlug',
          },
          { guard: { type: 'chose', params: { value: 'none' } }, target: 'listing' },
        ],
        'user.back': { target: 'left', actions: { type: 'goBackTo', params: { to: 'askMode' } } },
      },
    },
    nothingFound: {
      entry: { type: 'say', params: { body: text('advice:nothing_found') } },
      always: 'listing',
    },
    listing: {
      always: [{ guard: 'noEntries', target: 'noEntries' }, { target: 'pickCondition' }],
    },
    noEntries: {
      entry: { type: 'say', params: { body: text('advice:no_entries') } },
      always: { target: 'left', actions: { type: 'goBackTo', params: { to: 'askCrop' } } },
    },
    pickCondition: {
      entry: {
        type: 'say',
        params: ({ context }) => entryChoices('advice:ask_condition', conditionList(context.candidates), []),
      },
      on: {
        'user.choice': {
          guard: { type: 'picked', params: { prefix: ENTRY_PREFIX } },
          target: 'left',
          actions: 'setSlug',
        },
        'user.back': { target: 'left', actions: { type: 'goBackTo', params: { to: 'askCrop' } } },
      },
    },
    left: { type: 'final' },
  },
  output: ({ context }): NarrowingOutput =>
    context.slug
      ? { next: 'entry', slug: context.slug, description: context.description }
      : { next: context.backTo, description: context.description },
});
