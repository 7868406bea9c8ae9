import { assign, setup } from 'xstate';
import type { AdviceSection } from '../../../../conversation/cards/advice-card-data.ts';
import { nextStep } from '../../../../conversation/cards/advice-card-data.ts';
import type { Pest } from '../../../../contract/library.ts';
import { sayAction, type UserEvent } from '../../../../conversation/flow-protocol.ts';
import { entryStep } from '../messages.ts';

/**
 * One library entry as short chat cards, a step at a time: "tell me more" goes to the next step; "Is
 * it safe?" and the sources are shown without losing the place. The advice flow invokes this child
 * with the loaded entry; it ends with "another problem", "done", or an agronomist for the attached case.
 */
export interface EntryReaderInput {
  entry: Pest;
  /** A plant check's case waits: "Talk to an agronomist" ends the reading to book with it. */
  withCase: boolean;
}

export type EntryReaderOutput = 'another' | 'done' | 'agronomist';

interface EntryReaderContext {
  entry: Pest;
  withCase: boolean;
  /** The step shown: a "tell me more" step, or "Is it safe?" or the sources asked for on the way. */
  section: AdviceSection;
  /** The last "tell me more" step reached, so "more" after a safety question goes on from there. */
  step: AdviceSection;
  ending: EntryReaderOutput;
}

type Shown = AdviceSection | 'next';

export const entryReader = setup({
  types: {
    context: {} as EntryReaderContext,
    events: {} as UserEvent,
    input: {} as EntryReaderInput,
    output: {} as EntryReaderOutput,
  },
  actions: {
    say: sayAction<EntryReaderContext>(),
    show: assign(({ context }, params: { section: Shown }) => {
      if (params.section !== 'next') return { section: params.section };
      const next = nextStep(context.entry, context.step) ?? context.step;
      return { section: next, step: next };
    }),
    end: assign((_, params: { ending: EntryReaderOutput }) => ({ ending: params.ending })),
  },
  guards: {
    chose: ({ event }, params: { value: string }) =>
      event.type === 'user.choice' && event.value === params.value,
  },
}).createMachine({
  id: 'adviceEntryReader',
  context: ({ input }) => ({
    entry: input.entry,
    withCase: input.withCase,
    section: 'overview',
    step: 'overview',
    ending: 'done',
  }),
  initial: 'showing',
  states: {
    showing: {
      entry: {
        type: 'say',
        params: ({ context }) => entryStep(context.entry, context.section, context.step, context.withCase),
      },
      on: {
        'user.choice': [
          {
            guard: { type: 'chose', params: { value: 'more' } },
            target: 'showing',
            reenter: true,
            actions: { type: 'show', params: { section: 'next' } },
          },
          {
            guard: { type: 'chose', params: { value: 'safety' } },
            target: 'showing',
            reenter: true,
            actions: { type: 'show', params: { section: 'safety' } },
          },
          {
            guard: { type: 'chose', params: { value: 'sources' } },
            target: 'showing',
            reenter: true,
            actions: { type: 'show', params: { section: 'sources' } },
          },
          {
            guard: { type: 'chose', params: { value: 'another' } },
            target: 'finished',
            actions: { type: 'end', params: { ending: 'another' } },
          },
          {
            guard: { type: 'chose', params: { value: 'agronomist' } },
            target: 'finished',
            actions: { type: 'end', params: { ending: 'agronomist' } },
          },
          { guard: { type: 'chose', params: { value: 'done' } }, target: 'finished' },
        ],
        'user.back': 'finished',
      },
    },
    finished: { type: 'final' },
  },
  output: ({ context }) => context.ending,
});
