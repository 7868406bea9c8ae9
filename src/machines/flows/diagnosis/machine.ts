import { assign } from 'xstate';
import { text } from '../../../conversation/flow-protocol.ts';
import { initialContext } from './context.ts';
import { offlineStates } from './offline-states.ts';
import { pollingStates } from './polling-states.ts';
import { questionStates } from './question-states.ts';
import { resultStates } from './result-states.ts';
import { diagnosisSetup } from './setup.ts';
import { uploadStates } from './upload-states.ts';

/** "Check a sick plant": crop, photos, place and network, upload, wait, answer, and what to do next. */
export const diagnosisFlow = diagnosisSetup.createMachine({
  id: 'diagnosis',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLabels',
        src: 'loadLabels',
        onDone: [
          {
            guard: 'resuming',
            target: 'polling',
            actions: [
              assign({ labels: ({ event }) => event.output }),
              {
                type: 'say',
                params: ({ context }) => ({
                  body: text(context.pending?.queued ? 'diagnosis:queue_sent' : 'diagnosis:resumed'),
                }),
              },
            ],
          },
          { target: 'askingCrop', actions: assign({ labels: ({ event }) => event.output }) },
        ],
        onError: 'labelsFailed',
      },
    },
    ...questionStates,
    ...uploadStates,
    ...offlineStates,
    ...pollingStates,
    ...resultStates,
    handOver: { type: 'final' },
    done: { type: 'final', entry: 'forgetPending' },
  },
  output: ({ context }) => (context.next ? { next: context.next, quiet: true } : {}),
});
