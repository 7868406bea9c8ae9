import { assign, fromPromise, setup } from 'xstate';
import { listDiagnoses } from '../../../api/diagnosis.ts';
import { errorOf } from '../../shared/actor-result.ts';
import { toApiFailure } from '../../../api/api-failure.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import type { Diagnosis } from '../../../contract/diagnosis.ts';
import { BACK, choice, chose, sayAction, text, type UserEvent } from '../../../conversation/flow-protocol.ts';
import type { HistoryContext } from './context.ts';
import { CASE_PREFIX, caseLabel, caseReply, day, reopenedCard } from './messages.ts';
import type { HandOver } from '../../shared/hand-over.ts';
import { fetchModelLabels, slugFor, type ModelLabels } from '../../shared/model-labels.ts';

/** "My plant checks": a signed-in user's saved cases, newest first; one can be opened again. */
export const historyFlow = setup({
  types: {
    context: {} as HistoryContext,
    events: {} as UserEvent,
    output: {} as { next?: HandOver; quiet?: boolean },
  },
  actors: {
    loadCases: fromPromise<{ cases: Diagnosis[]; labels: ModelLabels }>(async () => {
      const [list, labels] = await Promise.all([listDiagnoses(5), fetchModelLabels()]);
      return { cases: list.results, labels };
    }),
  },
  actions: {
    say: sayAction<HistoryContext>(),
    fail: assign({ failure: (_, { error }: { error: unknown }) => toApiFailure(error) }),
    open: assign({
      opened: ({ context, event }) =>
        context.cases.find((d) => event.type === 'user.choice' && event.value === `${CASE_PREFIX}${d.id}`) ??
        null,
    }),
    toAdvice: assign({
      next: ({ context }) => ({
        flow: 'advice' as const,
        input: { slug: slugFor(context.labels!, caseLabel(context.opened!)!) },
      }),
    }),
  },
}).createMachine({
  id: 'history',
  context: { labels: null, cases: [], opened: null, failure: null, next: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCases',
        src: 'loadCases',
        onDone: [
          {
            guard: ({ event }) => event.output.cases.length === 0,
            target: 'done',
            actions: { type: 'say', params: { body: text('diagnosis:history.empty') } },
          },
          {
            target: 'listing',
            actions: assign(({ event }) => ({ cases: event.output.cases, labels: event.output.labels })),
          },
        ],
        onError: { target: 'failed', actions: { type: 'fail', params: errorOf } },
      },
    },
    failed: {
      entry: {
        type: 'say',
        params: ({ context }) => ({
          body: failureMessage(context.failure!),
          quickReplies: [choice('retry', 'diagnosis:try_again'), BACK],
        }),
      },
      on: { 'user.choice': { guard: chose('retry'), target: 'loading' }, 'user.back': 'done' },
    },
    listing: {
      entry: {
        type: 'say',
        params: ({ context }) => ({
          body: text('diagnosis:history.intro'),
          quickReplies: [...context.cases.map(caseReply), BACK],
        }),
      },
      on: {
        'user.choice': {
          guard: ({ event }) => event.value.startsWith(CASE_PREFIX),
          target: 'opened',
          actions: 'open',
        },
        'user.back': 'done',
      },
    },
    opened: {
      entry: [
        {
          type: 'say',
          params: ({ context }) => ({
            body: text('diagnosis:history.opened', { date: day(context.opened!.created_at) }),
          }),
        },
        {
          type: 'say',
          params: ({ context }) => ({
            body: reopenedCard(context.opened!, context.labels!),
            quickReplies: [
              ...(caseLabel(context.opened!) ? [choice('advice', 'diagnosis:history.what_to_do')] : []),
              ...context.cases.map(caseReply),
              BACK,
            ],
          }),
        },
      ],
      on: {
        'user.choice': [
          { guard: chose('advice'), target: 'handOver', actions: 'toAdvice' },
          {
            guard: ({ event }) => event.value.startsWith(CASE_PREFIX),
            target: 'opened',
            reenter: true,
            actions: 'open',
          },
        ],
        'user.back': 'listing',
      },
    },
    handOver: { type: 'final' },
    done: { type: 'final' },
  },
  output: ({ context }) => (context.next ? { next: context.next, quiet: true } : {}),
});
