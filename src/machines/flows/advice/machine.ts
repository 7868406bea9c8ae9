import { assign } from 'xstate';
import { errorOf } from '../actor-result.ts';
import { readDescription } from './symptom-narrowing.ts';
import { failed, showing } from './entry-states.ts';
import { findingStates } from './finding-states.ts';
import { adviceSetup, noWords } from './setup.ts';

/** Pest and disease advice: by crop from a list, by described symptoms, or straight to an entry; then the entry step by step. */
export const adviceFlow = adviceSetup.createMachine({
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
