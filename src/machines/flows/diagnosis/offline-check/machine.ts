import { assign, fromPromise, setup } from 'xstate';
import { choice, chose, sayAction, text, type UserEvent } from '../../../../conversation/flow-protocol.ts';
import type { PreparedPhoto } from '../../../../conversation/photo/prepared-photo.ts';
import type { CombinedResult } from '../../../../ml/combine-results.ts';
import { outputOf } from '../../../shared/actor-result.ts';
import { resultCard } from '../../../shared/result-card.ts';
import { slugFor, type ModelLabels } from '../../../shared/model-labels.ts';
import type { PendingDiagnosis } from '../pending-diagnosis.ts';
import { checkOnPhone, type PhoneCheckInput } from '../phone-check.ts';
import { queueForLater, type QueueInput } from '../queued-diagnosis.ts';
import { reportAction } from '../../../shared/child-relay.ts';

/**
 * No network at the upload: the photos and the case wait in the device's queue (sent by the app when
 * the network returns, then answered in the chat by the server), and meanwhile the model on the phone
 * answers, marked as such, with the same not-sure rules. Without the model on the phone the check still
 * waits in the queue. The diagnosis flow invokes this child with what the upload had; it ends with the
 * advice for the phone's answer, done, or "queue failed" when the device could not keep the photos.
 */
export interface OfflineCheckInput extends QueueInput {
  labels: ModelLabels;
}

export interface OfflineCheckOutput {
  end: 'advice' | 'done' | 'queueFailed';
  /** The library entry of the phone's top match, for the advice. */
  slug: string | undefined;
}

interface OfflineCheckContext extends OfflineCheckInput, OfflineCheckOutput {
  queuedId: string | null;
  combined: CombinedResult | null;
}

/** The card wants a case; offline there is none yet, only the photos and the answers given. */
const caseOnPhone = (context: OfflineCheckContext): PendingDiagnosis => ({
  taskIds: [],
  crop: context.crop,
  thumbnails: context.photos.map((photo: PreparedPhoto) => photo.thumbnail),
  place: context.place,
  startedAt: new Date().toISOString(),
});

const phoneReplies = (combined: CombinedResult) =>
  combined.verdict === 'confident'
    ? [choice('advice', 'diagnosis:phone_advice'), choice('done', 'diagnosis:phone_done')]
    : [choice('done', 'diagnosis:phone_done')];

export const offlineCheck = setup({
  types: {
    context: {} as OfflineCheckContext,
    events: {} as UserEvent,
    input: {} as OfflineCheckInput,
    output: {} as OfflineCheckOutput,
  },
  actors: {
    /** No network: the photos and the case wait on the device (queued-diagnosis.ts). */
    queueCheck: fromPromise<string, QueueInput>(({ input }) => queueForLater(input)),
    /** The model on the phone, loaded only now; its answer is kept with the queued check. */
    checkOnPhone: fromPromise<CombinedResult | null, PhoneCheckInput>(({ input }) => checkOnPhone(input)),
  },
  guards: {
    answered: (_, { output }: { output: CombinedResult | null }) => output !== null,
  },
  actions: {
    say: sayAction<OfflineCheckContext>(),
    report: reportAction<OfflineCheckContext, UserEvent>(),
    rememberQueued: assign((_, { output }: { output: string }) => ({ queuedId: output })),
    showPhoneAnswer: assign((_, { output }: { output: CombinedResult | null }) => ({ combined: output })),
    adviseOnPhoneAnswer: assign(({ context }) => ({
      end: 'advice' as const,
      slug: slugFor(context.labels, context.combined!.predictions[0]!.label),
    })),
    leave: assign((_, { end }: { end: OfflineCheckOutput['end'] }) => ({ end })),
  },
}).createMachine({
  id: 'offlineCheck',
  context: ({ input }) => ({ ...input, end: 'done', slug: undefined, queuedId: null, combined: null }),
  initial: 'queueing',
  states: {
    queueing: {
      entry: { type: 'report', params: { type: 'step.busy' } },
      invoke: {
        id: 'queueCheck',
        src: 'queueCheck',
        input: ({ context }) => ({
          uploadId: context.uploadId,
          photos: context.photos,
          keys: context.keys,
          crop: context.crop,
          place: context.place,
          metadata: context.metadata,
        }),
        onDone: {
          target: 'checkingOnPhone',
          actions: [
            { type: 'rememberQueued', params: outputOf<string> },
            { type: 'say', params: { body: text('diagnosis:queued') } },
          ],
        },
        // The device could not keep the photos (storage full or blocked): "no network", and try again.
        onError: { target: 'left', actions: { type: 'leave', params: { end: 'queueFailed' } } },
      },
    },
    checkingOnPhone: {
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
            guard: { type: 'answered', params: outputOf<CombinedResult | null> },
            target: 'phoneAnswer',
            actions: { type: 'showPhoneAnswer', params: outputOf<CombinedResult | null> },
          },
          { target: 'noPhoneCheck' },
        ],
        onError: 'noPhoneCheck',
      },
    },
    phoneAnswer: {
      entry: [
        { type: 'report', params: { type: 'step.resting' } },
        { type: 'say', params: { body: text('diagnosis:phone_checked') } },
        {
          type: 'say',
          params: ({ context }) => ({
            body: resultCard(context.combined!, context.labels, caseOnPhone(context)),
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
          {
            guard: chose('advice'),
            target: 'left',
            actions: 'adviseOnPhoneAnswer',
          },
          { guard: chose('done'), target: 'left' },
        ],
        'user.back': 'left',
      },
    },
    noPhoneCheck: {
      entry: { type: 'say', params: { body: text('diagnosis:no_phone_check') } },
      always: 'left',
    },
    left: { type: 'final' },
  },
  output: ({ context }) => ({ end: context.end, slug: context.slug }),
});
