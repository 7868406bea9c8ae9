import { fromCallback } from 'xstate';
import { outputOf } from '../actor-result.ts';
import { toApiFailure } from '../../../api/api-failure.ts';
import type { TaskStatusAnswer } from '../../../contract/classify.ts';
import { choice, chose, text } from '../../../conversation/flow-protocol.ts';
import type { DiagnosisContext } from './context.ts';

/** About four and a half minutes of asking, 1 s apart at first and then every 8 s. */
export const MAX_POLLS = 40;
const FIRST_DELAY_MS = 1000;
const LONGEST_DELAY_MS = 8000;
const SLOW_AFTER_POLLS = 12;

export const pollDelay = ({ context }: { context: DiagnosisContext }) =>
  Math.min(FIRST_DELAY_MS * 1.5 ** context.polls, LONGEST_DELAY_MS);

const finished = (tasks: TaskStatusAnswer[]) =>
  tasks.every((task) => task.status === 'succeeded' || task.status === 'failed');

/** Tells the flow when the browser is back online, so a wait that began offline resumes at once. */
export const watchOnline = fromCallback(({ sendBack }) => {
  const online = () => sendBack({ type: 'network.online' });
  window.addEventListener('online', online);
  return () => window.removeEventListener('online', online);
});

/**
 * Waiting for the classifier, as states: a growing pause, a check, and again, up to a cap. Losing the
 * connection is not a failure: the flow waits for it to come back (or checks again after a while).
 */
export const pollingStates = {
  waiting: {
    tags: ['busy'],
    after: { pollDelay: 'checking' },
  },
  checking: {
    tags: ['busy'],
    invoke: {
      id: 'check',
      src: 'check' as const,
      input: ({ context }: { context: DiagnosisContext }) => context.pending!.taskIds,
      onDone: [
        {
          guard: ({ event }: { event: { output: TaskStatusAnswer[] } }) => finished(event.output),
          target: 'result',
          actions: { type: 'setTasks' as const, params: outputOf<TaskStatusAnswer[]> },
        },
        { guard: 'lastPoll' as const, target: 'gaveUp' },
        {
          guard: ({ context }: { context: DiagnosisContext }) => context.polls + 1 === SLOW_AFTER_POLLS,
          target: 'waiting',
          actions: [
            { type: 'countPoll' as const },
            { type: 'say' as const, params: { body: text('diagnosis:still_analysing') } },
          ],
        },
        { target: 'waiting', actions: { type: 'countPoll' as const } },
      ],
      onError: [
        // Not this user's task (another account signed in on this device since): nothing to wait for.
        {
          guard: ({ event }: { event: { error: unknown } }) => {
            const failure = toApiFailure(event.error);
            return failure.kind === 'detail' && failure.status === 404;
          },
          target: 'result',
        },
        {
          guard: ({ event }: { event: { error: unknown } }) =>
            ['offline', 'timeout'].includes(toApiFailure(event.error).kind),
          target: 'offline',
        },
        { guard: 'lastPoll' as const, target: 'gaveUp' },
        { target: 'waiting', actions: { type: 'countPoll' as const } },
      ],
    },
  },
  offline: {
    entry: { type: 'sayOffline' as const },
    invoke: { id: 'watchOnline', src: 'watchOnline' as const },
    on: { 'network.online': 'checking' },
    after: { 15000: 'checking' },
  },
  gaveUp: {
    entry: {
      type: 'say' as const,
      params: {
        body: text('diagnosis:poll_gave_up'),
        quickReplies: [choice('retry', 'diagnosis:try_again'), choice('stop', 'diagnosis:stop')],
      },
    },
    on: {
      'user.choice': [
        { guard: chose('retry'), target: 'checking', actions: { type: 'resetPolls' as const } },
        { guard: chose('stop'), target: 'done' },
      ],
    },
  },
};
