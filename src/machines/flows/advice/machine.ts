import { assign, fromPromise, setup } from 'xstate';
import { fetchPest, listPests } from '../../../api/library.ts';
import { errorOf } from '../actor-result.ts';
import { toApiFailure } from '../../../api/api-failure.ts';
import { nextStep, type AdviceSection } from '../../../conversation/cards/advice-card-data.ts';
import type { Pest, PestListItem } from '../../../contract/library.ts';
import { readDescription, type Description } from './symptom-narrowing.ts';
import type { PlantPart, SymptomLook } from './symptom-words.ts';
import { sayAction, type UserEvent } from '../../../conversation/flow-protocol.ts';
import type { CropId } from '../../../language/intents/entities.ts';
import type { AdviceContext, AdviceFlowInput } from './context.ts';
import { findingStates } from './finding-states.ts';
import { failed, showing } from './entry-states.ts';
import { conditionList, nextQuestion } from './steering.ts';

const noWords: Description = { parts: [], looks: [], words: [] };
const answer = (event: UserEvent, prefix: string) =>
  event.type === 'user.choice' ? event.value.slice(prefix.length) : '';
/** Pest and disease advice: by crop from a list, by described symptoms, or straight to an entry; then the entry step by step. */
export const adviceFlow = setup({
  types: { context: {} as AdviceContext, events: {} as UserEvent, input: {} as AdviceFlowInput | undefined },
  actors: {
    /** Every entry for a crop (or the whole library when no crop is known yet). */
    loadCandidates: fromPromise<PestListItem[], { crop: string | null }>(({ input }) =>
      listPests(input.crop ? { crop: input.crop } : {}),
    ),
    /** The entry to show; the advice cards then read it from the same cache. */
    loadEntry: fromPromise<Pest, { slug: string }>(({ input }) => fetchPest(input.slug)),
  },
  actions: {
    say: sayAction<AdviceContext>(),
    fail: assign({ failure: (_, { error }: { error: unknown }) => toApiFailure(error) }),
    startOver: assign((_, params: { mode: AdviceContext['mode'] }) => ({
      mode: params.mode,
      description: noWords,
    })),
    turnCropPage: assign({ cropPage: ({ context }) => 1 - context.cropPage }),
    setCrop: assign({
      description: ({ context, event }, params: { prefix: string }) => ({
        ...context.description,
        crop: answer(event, params.prefix) as CropId,
      }),
    }),
    setPart: assign({
      description: ({ context, event }, params: { prefix: string }) => ({
        ...context.description,
        parts: [answer(event, params.prefix) as PlantPart],
      }),
    }),
    setLook: assign({
      description: ({ context, event }, params: { prefix: string }) => ({
        ...context.description,
        looks: [answer(event, params.prefix) as SymptomLook],
      }),
    }),
    forgetEntry: assign({ slug: null, entry: null }),
    setSlug: assign({ slug: ({ event }, params: { prefix: string }) => answer(event, params.prefix) }),
    show: assign(({ context }, params: { section: AdviceSection | 'next' }) => {
      if (params.section !== 'next') return { section: params.section };
      const next = nextStep(context.entry!, context.step) ?? context.step;
      return { section: next, step: next };
    }),
  },
  guards: {
    hasSlug: ({ context }) => Boolean(context.slug),
    hasWords: ({ context }) => context.description.words.length + context.description.looks.length > 0,
    browsing: ({ context }) => context.mode === 'browse',
    noEntries: ({ context }) => conditionList(context.candidates).length === 0,
    chose: ({ event }, params: { value: string }) =>
      event.type === 'user.choice' && event.value === params.value,
    picked: ({ event }, params: { prefix: string }) =>
      event.type === 'user.choice' && event.value.startsWith(params.prefix),
    nextIs: ({ context }, params: { question: string }) =>
      nextQuestion(context.candidates, context.description) === params.question,
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
    section: 'overview',
    step: 'overview',
    failure: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasSlug', target: 'loadingEntry' },
        { guard: 'hasWords', target: 'loadingCandidates' },
        { target: 'askMode' },
      ],
    },
    ...findingStates,
    loadingCandidates: {
      tags: ['busy'],
      invoke: {
        id: 'loadCandidates',
        src: 'loadCandidates',
        input: ({ context }) => ({ crop: context.description.crop ?? null }),
        onDone: { target: 'deciding', actions: assign({ candidates: ({ event }) => event.output }) },
        onError: { target: 'candidatesFailed', actions: { type: 'fail', params: errorOf } },
      },
    },
    candidatesFailed: failed('loadingCandidates'),
    loadingEntry: {
      tags: ['busy'],
      invoke: {
        id: 'loadEntry',
        src: 'loadEntry',
        input: ({ context }) => ({ slug: context.slug! }),
        onDone: {
          target: 'showing',
          actions: assign({ entry: ({ event }) => event.output, section: 'overview', step: 'overview' }),
        },
        onError: { target: 'entryFailed', actions: { type: 'fail', params: errorOf } },
      },
    },
    entryFailed: failed('loadingEntry'),
    showing,
    done: { type: 'final' },
  },
});
