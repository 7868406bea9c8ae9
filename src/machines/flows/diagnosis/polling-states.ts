import { outputOf } from '../actor-result.ts';
import { toApiFailure } from '../../../api/api-failure.ts';
import type { TaskStatusAnswer } from '../../../contract/classify.ts';
import { choice, chose, text } from '../../../conversation/flow-protocol.ts';
import { diagnosisSetup, SLOW_AFTER_POLLS } from './setup.ts';

const finished = (tasks: TaskStatusAnswer[]) =>
  tasks.every((task) => task.status === 'succeeded' || task.status === 'failed');

/**
 * Waiting for the classifier, as states: a growing pause, a check, and again, up to a cap. Losing the
 * connection is not a failure: the flow waits for it to come back (or checks again after a while).
 */
export const pollingStates = {
  waiting: diagnosisSetup.createStateConfig({
    tags: ['busy'],
    after: { pollDelay: 'checking' },
  }),
  checking: diagnosisSetup.createStateConfig({
    tags: ['busy'],
    invoke: {
      id: 'check',
      src: 'check',
      input: ({ context }) => context.pending!.taskIds,
      onDone: [
        {
          guard: ({ event }: { event: { output: TaskStatusAnswer[] } }) => finished(event.output),
          target: 'result',
          actions: { type: 'setTasks', params: outputOf<TaskStatusAnswer[]> },
        },
        { guard: 'lastPoll', target: 'gaveUp' },
        {
          guard: ({ context }) => context.polls + 1 === SLOW_AFTER_POLLS,
          target: 'waiting',
          actions: [
            { type: 'countPoll' },
            { type: 'say', params: { body: text('diagnosis:still_analysing') } },
          ],
        },
        { target: 'waiting', actions: { type: 'countPoll' } },
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
        { guard: 'lastPoll', target: 'gaveUp' },
        { target: 'waiting', actions: { type: 'countPoll' } },
      ],
    },
  }),
  offline: diagnosisSetup.createStateConfig({
    entry: { type: 'sayOffline' },
    invoke: { id: 'watchOnline', src: 'watchOnline' },
    on: { 'network.online': 'checking' },
    after: { 15000: 'checking' },
  }),
  gaveUp: diagnosisSetup.createStateConfig({
    entry: {
      type: 'say',
      params: {
        body: text('diagnosis:poll_gave_up'),
        quickReplies: [choice('retry', 'diagnosis:try_again'), choice('stop', 'diagnosis:stop')],
      },
    },
    on: {
      'user.choice': [
        { guard: chose('retry'), target: 'checking', actions: { type: 'resetPolls' } },
        { guard: chose('stop'), target: 'done' },
      ],
    },
  }),
};
