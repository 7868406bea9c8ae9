import { failureMessage } from '../../../conversation/failure-message.ts';
import { errorOf, outputOf } from '../actor-result.ts';
import { BACK, choice, chose, text } from '../../../conversation/flow-protocol.ts';
import type { DiagnosisContext } from './context.ts';

/** Getting ready (the model's labels) and sending the photos, each with a way to try again. */
export const uploadStates = {
  labelsFailed: {
    entry: {
      type: 'say' as const,
      params: {
        body: text('diagnosis:labels_failed'),
        quickReplies: [choice('retry', 'diagnosis:try_again'), BACK],
      },
    },
    on: { 'user.choice': { guard: chose('retry'), target: 'loading' }, 'user.back': 'done' },
  },
  uploading: {
    tags: ['busy'],
    invoke: {
      id: 'upload',
      src: 'upload' as const,
      input: ({ context }: { context: DiagnosisContext }) => ({
        uploadId: context.uploadId,
        photos: context.photos,
        keys: context.keys,
        metadata: {
          crop: context.crop ?? undefined,
          latitude: context.place?.latitude,
          longitude: context.place?.longitude,
          network_provider: context.provider ?? undefined,
        },
      }),
      onDone: {
        target: 'waiting',
        actions: [
          { type: 'startWaiting' as const, params: outputOf<string[]> },
          { type: 'remember' as const },
          { type: 'say' as const, params: { body: text('diagnosis:analysing') } },
        ],
      },
      onError: { target: 'uploadFailed', actions: { type: 'fail' as const, params: errorOf } },
    },
  },
  uploadFailed: {
    entry: {
      type: 'say' as const,
      params: ({ context }: { context: DiagnosisContext }) => ({
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
  },
};
