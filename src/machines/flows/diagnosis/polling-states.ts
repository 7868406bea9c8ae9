import { choice, chose, text } from '../../../conversation/flow-protocol.ts';
import type { PollOutput } from './polling/machine.ts';
import { diagnosisSetup } from './setup.ts';

type PollDone = { event: { output: PollOutput } };

/**
 * Waiting for the classifier: the poller (polling/machine.ts) runs as a child with the task ids and
 * ends with the finished tasks, "gone" (not this user's tasks) or "gave up"; giving up asks the user
 * whether to try again. While the connection is lost the flow is not busy, as the poller reports.
 */
export const pollingStates = {
  polling: diagnosisSetup.createStateConfig({
    invoke: {
      id: 'poll',
      src: 'poll',
      input: ({ context, event }) => ({
        taskIds: context.pending!.taskIds,
        // Trying again after giving up checks at once; a fresh or resumed wait pauses first.
        checkFirst: event.type === 'user.choice',
        offlineSaid: context.offlineSaid,
      }),
      onDone: [
        {
          guard: ({ event }: PollDone) => event.output.outcome === 'gaveUp',
          target: 'gaveUp',
          actions: { type: 'settle', params: ({ event }: PollDone) => ({ output: event.output }) },
        },
        {
          target: 'result',
          actions: { type: 'settle', params: ({ event }: PollDone) => ({ output: event.output }) },
        },
      ],
    },
    on: { 'flow.say': { actions: 'relay' } },
    initial: 'online',
    states: {
      online: { tags: ['busy'], on: { 'poll.offline': 'offline' } },
      offline: { on: { 'poll.online': 'online' } },
    },
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
        { guard: chose('retry'), target: 'polling' },
        { guard: chose('stop'), target: 'done' },
      ],
    },
  }),
};
