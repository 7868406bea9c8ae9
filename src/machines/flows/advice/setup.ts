import { assign, fromPromise, setup } from 'xstate';
import { fetchPest, listPests } from '../../../api/library.ts';
import { toApiFailure } from '../../../api/api-failure.ts';
import { nextStep, type AdviceSection } from '../../../conversation/cards/advice-card-data.ts';
import type { Pest, PestListItem } from '../../../contract/library.ts';
import type { Description } from './symptom-narrowing.ts';
import type { PlantPart, SymptomLook } from '../../../language/intents/symptom-words.ts';
import { sayAction, type UserEvent } from '../../../conversation/flow-protocol.ts';
import type { CropId } from '../../../language/intents/entities.ts';
import type { AdviceContext, AdviceFlowInput } from './context.ts';
import { conditionList, nextQuestion } from './steering.ts';

export const noWords: Description = { parts: [], looks: [], words: [] };
const answer = (event: UserEvent, prefix: string) =>
  event.type === 'user.choice' ? event.value.slice(prefix.length) : '';
/** The advice flow's types, actions, actors and guards, shared by its machine and its state files. */
export const adviceSetup = setup({
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
});
