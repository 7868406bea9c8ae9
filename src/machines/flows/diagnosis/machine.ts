import { knownCrops } from './model-labels.ts';
import { assign } from 'xstate';
import { text } from '../../../conversation/flow-protocol.ts';
import { initialContext } from './context.ts';
import { morePhotoStates } from './more-photo-states.ts';
import { offlineStates } from './offline-states.ts';
import { pollingStates } from './polling-states.ts';
import { questionStates } from './question-states.ts';
import { resultStates } from './result-states.ts';
import { diagnosisSetup } from './setup.ts';
import { uploadStates } from './upload-states.ts';

/**
 * "Photograph a plant": photos (and the crop, if the farmer says it), upload, wait, the answer, place
 * and network once per device, and what to do next.
 */
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
          // A crop the farmer's words named ("mahindi yangu…") is confirmed in one tap before the photos.
          {
            guard: ({ context, event }) =>
              context.namedCrop !== null && knownCrops(event.output.metadata).includes(context.namedCrop),
            target: 'askingCrop',
            actions: assign({ labels: ({ event }) => event.output }),
          },
          { target: 'askingPhotos', actions: assign({ labels: ({ event }) => event.output }) },
        ],
        onError: 'labelsFailed',
      },
    },
    ...questionStates,
    ...uploadStates,
    ...offlineStates,
    ...pollingStates,
    ...resultStates,
    ...morePhotoStates,
    handOver: { type: 'final' },
    done: { type: 'final', entry: 'forgetPending' },
  },
  output: ({ context }) => (context.next ? { next: context.next, quiet: true } : {}),
});
