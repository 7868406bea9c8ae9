import { choice, chose, text } from '../../../conversation/flow-protocol.ts';
import type { CombinedResult } from '../../../ml/combine-results.ts';
import { outputOf } from '../actor-result.ts';
import { uploadMetadata, type DiagnosisContext } from './context.ts';
import { resultCard } from './messages.ts';
import type { PendingDiagnosis } from './pending-diagnosis.ts';
import { diagnosisSetup } from './setup.ts';

/** The card wants a case; offline there is none yet, only the photos and the answers given. */
const caseOnPhone = (context: DiagnosisContext): PendingDiagnosis => ({
  taskIds: [],
  crop: context.crop,
  thumbnails: context.photos.map((photo) => photo.thumbnail),
  place: context.place,
  startedAt: new Date().toISOString(),
});

const phoneReplies = (combined: CombinedResult) =>
  combined.verdict === 'confident'
    ? [choice('advice', 'diagnosis:phone_advice'), choice('done', 'diagnosis:phone_done')]
    : [choice('done', 'diagnosis:phone_done')];

/**
 * No network at the upload: the photos and the case wait in the device's queue (sent by the app when
 * the network returns, then answered in the chat by the server), and meanwhile the model on the phone
 * answers, marked as such, with the same not-sure rules. Without the model on the phone the check still
 * waits in the queue.
 */
export const offlineStates = {
  queueing: diagnosisSetup.createStateConfig({
    tags: ['busy'],
    invoke: {
      id: 'queueCheck',
      src: 'queueCheck',
      input: ({ context }) => ({
        uploadId: context.uploadId,
        photos: context.photos,
        keys: context.keys,
        crop: context.crop,
        place: context.place,
        metadata: uploadMetadata(context),
      }),
      onDone: {
        target: 'checkingOnPhone',
        actions: [
          { type: 'rememberQueued', params: outputOf<string> },
          { type: 'say', params: { body: text('diagnosis:queued') } },
        ],
      },
      // The device could not keep the photos (storage full or blocked): "no network", and try again.
      onError: 'uploadFailed',
    },
  }),
  checkingOnPhone: diagnosisSetup.createStateConfig({
    tags: ['busy'],
    invoke: {
      id: 'checkOnPhone',
      src: 'checkOnPhone',
      input: ({ context }) => ({
        queuedId: context.queuedId!,
        photos: context.photos.map((photo) => photo.upload),
        crop: context.crop,
      }),
      onDone: [
        {
          guard: ({ event }) => event.output !== null,
          target: 'phoneAnswer',
          actions: { type: 'showPhoneAnswer', params: outputOf<CombinedResult | null> },
        },
        { target: 'noPhoneCheck' },
      ],
      onError: 'noPhoneCheck',
    },
  }),
  phoneAnswer: diagnosisSetup.createStateConfig({
    entry: [
      { type: 'say', params: { body: text('diagnosis:phone_checked') } },
      {
        type: 'say',
        params: ({ context }) => ({
          body: resultCard(context.combined!, context.labels!, caseOnPhone(context)),
        }),
      },
      {
        type: 'say',
        params: ({ context }) => ({
          body: text(`diagnosis:phone_question.${context.combined!.verdict}`),
          quickReplies: phoneReplies(context.combined!),
        }),
      },
    ],
    on: {
      'user.choice': [
        { guard: chose('advice'), target: 'handOver', actions: { type: 'handOverToPhoneAdvice' } },
        { guard: chose('done'), target: 'done' },
      ],
      'user.back': 'done',
    },
  }),
  noPhoneCheck: diagnosisSetup.createStateConfig({
    entry: { type: 'say', params: { body: text('diagnosis:no_phone_check') } },
    always: 'done',
  }),
};
