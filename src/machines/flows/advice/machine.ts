import { assign, fromPromise, setup } from 'xstate';
import { childRelayActions, type ParentFlowEvent } from '../../shared/child-relay.ts';
import { errorOf, outputOf } from '../../shared/actor-result.ts';
import { toApiFailure } from '../../../api/api-failure.ts';
import { fetchPest, listPests } from '../../../api/library.ts';
import type { Pest, PestListItem } from '../../../contract/library.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import { BACK, choice, sayAction } from '../../../conversation/flow-protocol.ts';
import type { HandOver } from '../../shared/hand-over.ts';
import type { AdviceContext, AdviceFlowInput } from './context.ts';
import { cropChoice, type CropChoiceOutput } from './crop-choice/machine.ts';
import { narrowing, type NarrowingOutput } from './narrowing/machine.ts';
import { entryReader, type EntryReaderOutput } from './reading/machine.ts';
import { readDescription, type Description } from './symptom-narrowing.ts';

const noWords: Description = { parts: [], looks: [], words: [] };

/** The children that ask the user while this flow waits; each state forwards the answers to its own. */
type Asking = 'cropChoice' | 'narrowing' | 'entryReader';

/** A failed call: say why in the current language, and offer to try again. */
const failedSay = ({ context }: { context: AdviceContext }) => ({
  body: failureMessage(context.failure!),
  quickReplies: [choice('retry', 'advice:try_again'), BACK],
});

/**
 * Pest and disease advice: by crop from a list, by described symptoms, or straight to an entry; then
 * the entry step by step. The flow loads what the library holds; its questions are child machines
 * (crop-choice/, narrowing/, reading/) whose messages it relays and to which it forwards the answers.
 */
export const adviceFlow = setup({
  types: {
    context: {} as AdviceContext,
    events: {} as ParentFlowEvent,
    input: {} as AdviceFlowInput | undefined,
    output: {} as { next?: HandOver },
  },
  actors: {
    cropChoice,
    narrowing,
    entryReader,
    /** Every entry for a crop (or the whole library when no crop is known yet). */
    loadCandidates: fromPromise<PestListItem[], { crop: string | null }>(({ input }) =>
      listPests(input.crop ? { crop: input.crop } : {}),
    ),
    /** The entry to show; the advice cards then read it from the same cache. */
    loadEntry: fromPromise<Pest, { slug: string }>(({ input }) => fetchPest(input.slug)),
  },
  actions: {
    say: sayAction<AdviceContext, ParentFlowEvent>(),
    ...childRelayActions<AdviceContext, Asking>(),
    fail: assign({ failure: (_, { error }: { error: unknown }) => toApiFailure(error) }),
    /** The crop chosen; choosing the way (list or questions) first starts the description afresh. */
    takeCrop: assign(({ context }, { output }: { output: NonNullable<CropChoiceOutput> }) => ({
      cropPage: output.cropPage,
      ...(output.mode
        ? { mode: output.mode, description: { ...noWords, crop: output.crop } }
        : { description: { ...context.description, crop: output.crop } }),
    })),
    takeNarrowing: assign((_, { output }: { output: NarrowingOutput }) => ({
      description: output.description,
      slug: output.next === 'entry' ? output.slug : null,
    })),
    forgetEntry: assign({ slug: null, entry: null }),
  },
  guards: {
    hasSlug: ({ context }) => Boolean(context.slug),
    hasWords: ({ context }) => context.description.words.length + context.description.looks.length > 0,
    chose: ({ event }, params: { value: string }) =>
      event.type === 'user.choice' && event.value === params.value,
    cropChosen: (_, { output }: { output: CropChoiceOutput }) => output !== null,
    narrowedTo: (_, params: { output: NarrowingOutput; next: NarrowingOutput['next'] }) =>
      params.output.next === params.next,
    readerEnded: (_, params: { output: EntryReaderOutput; ending: EntryReaderOutput }) =>
      params.output === params.ending,
  },
}).createMachine({
  id: 'advice',
  context: ({ input }) => ({
    mode: 'describe',
    description: input?.text ? readDescription(input.text) : noWords,
    candidates: [],
    cropPage: 0,
    slug: input?.slug ?? null,
    entry: null,
    failure: null,
    attached: input?.case ?? null,
    toAgronomist: false,
  }),
  initial: 'starting',
  on: { 'flow.say': { actions: 'relay' } },
  states: {
    starting: {
      always: [
        { guard: 'hasSlug', target: 'loadingEntry' },
        { guard: 'hasWords', target: 'loadingCandidates' },
        { target: 'askMode' },
      ],
    },
    askMode: {
      invoke: {
        id: 'cropChoice',
        src: 'cropChoice',
        input: ({ context }) => ({ from: 'mode', cropPage: context.cropPage }),
        onDone: [
          {
            guard: { type: 'cropChosen', params: outputOf },
            target: 'loadingCandidates',
            actions: {
              type: 'takeCrop',
              params: ({ event }) => ({ output: event.output! }),
            },
          },
          { target: 'done' },
        ],
      },
      on: { 'user.*': { actions: { type: 'forward', params: { to: 'cropChoice' } } } },
    },
    askCrop: {
      invoke: {
        id: 'cropChoice',
        src: 'cropChoice',
        input: ({ context }) => ({ from: 'crop', cropPage: context.cropPage }),
        onDone: [
          {
            guard: { type: 'cropChosen', params: outputOf },
            target: 'loadingCandidates',
            actions: {
              type: 'takeCrop',
              params: ({ event }) => ({ output: event.output! }),
            },
          },
          { target: 'done' },
        ],
      },
      on: { 'user.*': { actions: { type: 'forward', params: { to: 'cropChoice' } } } },
    },
    loadingCandidates: {
      tags: ['busy'],
      invoke: {
        id: 'loadCandidates',
        src: 'loadCandidates',
        input: ({ context }) => ({ crop: context.description.crop ?? null }),
        onDone: { target: 'narrowing', actions: assign({ candidates: ({ event }) => event.output }) },
        onError: { target: 'candidatesFailed', actions: { type: 'fail', params: errorOf } },
      },
    },
    candidatesFailed: {
      entry: { type: 'say', params: failedSay },
      on: {
        'user.choice': { guard: { type: 'chose', params: { value: 'retry' } }, target: 'loadingCandidates' },
        'user.back': 'done',
      },
    },
    narrowing: {
      invoke: {
        id: 'narrowing',
        src: 'narrowing',
        input: ({ context }) => ({
          mode: context.mode,
          description: context.description,
          candidates: context.candidates,
        }),
        onDone: [
          {
            guard: { type: 'narrowedTo', params: ({ event }) => ({ output: event.output, next: 'entry' }) },
            target: 'loadingEntry',
            actions: { type: 'takeNarrowing', params: outputOf },
          },
          {
            guard: { type: 'narrowedTo', params: ({ event }) => ({ output: event.output, next: 'askCrop' }) },
            target: 'askCrop',
            actions: { type: 'takeNarrowing', params: outputOf },
          },
          { target: 'askMode', actions: { type: 'takeNarrowing', params: outputOf } },
        ],
      },
      on: { 'user.*': { actions: { type: 'forward', params: { to: 'narrowing' } } } },
    },
    loadingEntry: {
      tags: ['busy'],
      invoke: {
        id: 'loadEntry',
        src: 'loadEntry',
        input: ({ context }) => ({ slug: context.slug! }),
        onDone: { target: 'reading', actions: assign({ entry: ({ event }) => event.output }) },
        onError: { target: 'entryFailed', actions: { type: 'fail', params: errorOf } },
      },
    },
    entryFailed: {
      entry: { type: 'say', params: failedSay },
      on: {
        'user.choice': { guard: { type: 'chose', params: { value: 'retry' } }, target: 'loadingEntry' },
        'user.back': 'done',
      },
    },
    reading: {
      invoke: {
        id: 'entryReader',
        src: 'entryReader',
        input: ({ context }) => ({ entry: context.entry!, withCase: context.attached !== null }),
        onDone: [
          {
            guard: {
              type: 'readerEnded',
              params: ({ event }) => ({ output: event.output, ending: 'another' }),
            },
            target: 'askMode',
            actions: 'forgetEntry',
          },
          {
            guard: {
              type: 'readerEnded',
              params: ({ event }) => ({ output: event.output, ending: 'agronomist' }),
            },
            target: 'done',
            actions: assign({ toAgronomist: true }),
          },
          { target: 'done' },
        ],
      },
      on: { 'user.*': { actions: { type: 'forward', params: { to: 'entryReader' } } } },
    },
    done: { type: 'final' },
  },
  // The booking starts with the plant check's photos and finding, as one from the result card does.
  output: ({ context }) =>
    context.toAgronomist && context.attached
      ? { next: { flow: 'callback' as const, input: { case: context.attached } } }
      : {},
});
