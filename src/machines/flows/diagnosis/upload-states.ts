import { failureMessage } from '../../../conversation/failure-message.ts';
import { errorOf, outputOf } from '../actor-result.ts';
import { BACK, choice, chose, text } from '../../../conversation/flow-protocol.ts';
import { uploadMetadata } from './context.ts';
import { diagnosisSetup } from './setup.ts';

/** Getting ready (the model's labels) and sending the photos, each with a way to try again. */
export const uploadStates = {
  labelsFailed: diagnosisSetup.createStateConfig({
    entry: {
      type: 'say',
      params: {
        body: text('diagnosis:labels_failed'),
        quickReplies: [choice('retry', 'diagnosis:try_again'), BACK],
      },
    },
    on: { 'user.choice': { guard: chose('retry'), target: 'loading' }, 'user.back': 'done' },
  }),
  uploading: diagnosisSetup.createStateConfig({
    tags: ['busy'],
    invoke: {
      id: 'upload',
      src: 'upload',
      input: ({ context }) => ({
        uploadId: context.uploadId,
        photos: context.photos,
        keys: context.keys,
        metadata: uploadMetadata(context),
      }),
      onDone: {
        target: 'polling',
        actions: [
          { type: 'startWaiting', params: outputOf<string[]> },
          { type: 'remember' },
          { type: 'say', params: { body: text('diagnosis:analysing') } },
        ],
      },
      onError: [
        {
          guard: { type: 'unreachable', params: errorOf },
          target: 'queueing',
          actions: { type: 'fail', params: errorOf },
        },
        { target: 'uploadFailed', actions: { type: 'fail', params: errorOf } },
      ],
    },
  }),
  uploadFailed: diagnosisSetup.createStateConfig({
    entry: {
      type: 'say',
      params: ({ context }) => ({
        body: failureMessage(context.failure!),
        quickReplies: [choice('retry', 'diagnosis:try_again'), choice('retake', 'diagnosis:retake')],
      }),
    },
    on: {
      'user.choice': [
        { guard: chose('retry'), target: 'uploading' },
        { guard: chose('retake'), target: 'askingPhotos' },
      ],
    },
  }),
};
