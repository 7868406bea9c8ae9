import { assertEvent, assign, fromPromise, sendParent, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../../../../api/api-failure.ts';
import { uploadPhoto } from '../../../../api/classify.ts';
import type { TaskStatusAnswer, UploadMetadata } from '../../../../contract/classify.ts';
import { failureMessage } from '../../../../conversation/failure-message.ts';
import {
  choice,
  chose,
  sayAction,
  text,
  type FlowSay,
  type UserEvent,
} from '../../../../conversation/flow-protocol.ts';
import { currentNetworkType, deviceCountry } from '../../../../conversation/photo/network-info.ts';
import type { PreparedPhoto } from '../../../../conversation/photo/prepared-photo.ts';
import { reportUploadProgress } from '../../../../conversation/photo/upload-progress.ts';
import { errorOf, outputOf } from '../../../shared/actor-result.ts';
import type { UploadStart } from '../context.ts';
import { retakeReply, uploadCard } from '../messages.ts';
import { savePending, type PendingDiagnosis } from '../pending-diagnosis.ts';
import { pollingMachine, type PollOutput, type PollReport } from '../polling/machine.ts';
import { reportAction } from '../../../shared/child-relay.ts';

/**
 * Sending the photos and waiting for their answers, each with a way to try again: the upload, then the
 * poller (polling/machine.ts) as this child's own child, whose messages it relays. Photos added to an
 * unsure case join the ones already sent, so the answer combines all of them. The diagnosis flow
 * invokes it to send new photos, to wait for photos sent before a reload, or to show a failed send
 * again; it ends answered, without a network (the flow queues the check), or with "retake" or "stop".
 */
export interface UploadInput {
  uploadId: string;
  photos: PreparedPhoto[];
  /** One per photo, kept across retries so a photo that did arrive is not stored twice. */
  keys: string[];
  metadata: UploadMetadata;
}

export interface UploadStepInput extends UploadInput {
  start: UploadStart;
  crop: string | null;
  place: PendingDiagnosis['place'];
  /** The case's photos sent earlier (added photos join them), or the ones to wait for. */
  pending: PendingDiagnosis | null;
  offlineSaid: boolean;
  failure: ApiFailure | null;
}

export interface UploadStepOutput {
  next: 'answered' | 'offline' | 'retake' | 'stopped';
  pending: PendingDiagnosis | null;
  /** The finished tasks; null when the poller found none of this user's ("gone"). */
  tasks: TaskStatusAnswer[] | null;
  offlineSaid: boolean;
  failure: ApiFailure | null;
}

interface UploadContext extends UploadStepInput, UploadStepOutput {}

type UploadEvent = UserEvent | FlowSay | PollReport;

/** No network, or none that answers: the check waits in the queue and runs on the phone. */
const unreachable = (_: unknown, { error }: { error: unknown }) =>
  ['offline', 'timeout'].includes(toApiFailure(error).kind);

export const photoUpload = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadStepInput,
    output: {} as UploadStepOutput,
  },
  actors: {
    poll: pollingMachine,
    upload: fromPromise<string[], UploadInput>(async ({ input }) => {
      const total = input.photos.reduce((sum, photo) => sum + photo.upload.size, 0);
      let before = 0;
      const taskIds: string[] = [];
      for (const [index, photo] of input.photos.entries()) {
        const answer = await uploadPhoto({
          photo: photo.upload,
          idempotencyKey: input.keys[index]!,
          metadata: {
            ...input.metadata,
            image_source: photo.source,
            taken_at: photo.takenAt,
            locale: deviceCountry(),
            network_type: currentNetworkType(),
          },
          onProgress: (sent) => reportUploadProgress(input.uploadId, (before + sent) / total),
        });
        before += photo.upload.size;
        taskIds.push(answer.task_id);
      }
      reportUploadProgress(input.uploadId, 1);
      return taskIds;
    }),
  },
  guards: {
    startsAt: ({ context }, { start }: { start: UploadStart }) => context.start === start,
    unreachable,
    gaveUp: (_, { output }: { output: PollOutput }) => output.outcome === 'gaveUp',
  },
  actions: {
    say: sayAction<UploadContext, UploadEvent>(),
    report: reportAction<UploadContext, UploadEvent>(),
    /** The poller's messages go on to the conversation as if this step said them. */
    relay: sendParent<UploadContext, UploadEvent, undefined, FlowSay, UploadEvent>(({ event }) => {
      assertEvent(event, 'flow.say');
      return event;
    }),
    fail: assign((_, { error }: { error: unknown }) => ({ failure: toApiFailure(error) })),
    /** The photos are in: what is needed to wait for their answers, also after a reload. */
    startWaiting: assign(({ context }, { output }: { output: string[] }) => ({
      pending: {
        taskIds: [...(context.pending?.taskIds ?? []), ...output],
        crop: context.crop,
        thumbnails: [
          ...(context.pending?.thumbnails ?? []),
          ...context.photos.map((photo) => photo.thumbnail),
        ],
        place: context.place,
        startedAt: new Date().toISOString(),
      },
    })),
    remember: ({ context }) => savePending(context.pending!),
    /** How the poller ended: the finished tasks, if any, and whether it said the offline notice. */
    settle: assign((_, { output }: { output: PollOutput }) => ({
      offlineSaid: output.offlineSaid,
      tasks: output.outcome === 'finished' ? output.tasks : null,
    })),
    leave: assign((_, { next }: { next: UploadStepOutput['next'] }) => ({ next })),
  },
}).createMachine({
  id: 'photoUpload',
  context: ({ input }) => ({ ...input, next: 'stopped', tasks: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: { type: 'startsAt', params: { start: 'failed' } }, target: 'uploadFailed' },
        { guard: { type: 'startsAt', params: { start: 'wait' } }, target: 'polling' },
        { target: 'sending' },
      ],
    },
    sending: {
      entry: {
        type: 'say',
        params: ({ context }) => ({ body: uploadCard(context.uploadId, context.photos) }),
      },
      always: 'uploading',
    },
    uploading: {
      entry: { type: 'report', params: { type: 'step.busy' } },
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({
          uploadId: context.uploadId,
          photos: context.photos,
          keys: context.keys,
          metadata: context.metadata,
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
            target: 'left',
            actions: [
              { type: 'fail', params: errorOf },
              { type: 'leave', params: { next: 'offline' } },
            ],
          },
          { target: 'uploadFailed', actions: { type: 'fail', params: errorOf } },
        ],
      },
    },
    uploadFailed: {
      entry: [
        { type: 'report', params: { type: 'step.resting' } },
        {
          type: 'say',
          params: ({ context }) => ({
            body: failureMessage(context.failure!),
            quickReplies: [choice('retry', 'diagnosis:try_again'), retakeReply],
          }),
        },
      ],
      on: {
        'user.choice': [
          { guard: chose('retry'), target: 'uploading' },
          {
            guard: chose('retake'),
            target: 'left',
            actions: { type: 'leave', params: { next: 'retake' } },
          },
        ],
      },
    },
    // The poller ends with the finished tasks, "gone" (not this user's tasks) or "gave up"; while the
    // connection is lost this step is not busy, as the poller reports.
    polling: {
      entry: { type: 'report', params: { type: 'step.busy' } },
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
            guard: { type: 'gaveUp', params: outputOf<PollOutput> },
            target: 'gaveUp',
            actions: { type: 'settle', params: outputOf<PollOutput> },
          },
          {
            target: 'left',
            actions: [
              { type: 'settle', params: outputOf<PollOutput> },
              { type: 'leave', params: { next: 'answered' } },
            ],
          },
        ],
      },
      on: {
        'flow.say': { actions: 'relay' },
        'poll.offline': { actions: { type: 'report', params: { type: 'step.resting' } } },
        'poll.online': { actions: { type: 'report', params: { type: 'step.busy' } } },
      },
    },
    gaveUp: {
      entry: [
        { type: 'report', params: { type: 'step.resting' } },
        {
          type: 'say',
          params: {
            body: text('diagnosis:poll_gave_up'),
            quickReplies: [choice('retry', 'diagnosis:try_again'), choice('stop', 'diagnosis:stop')],
          },
        },
      ],
      on: {
        'user.choice': [
          { guard: chose('retry'), target: 'polling' },
          {
            guard: chose('stop'),
            target: 'left',
            actions: { type: 'leave', params: { next: 'stopped' } },
          },
        ],
      },
    },
    left: { type: 'final' },
  },
  output: ({ context }) => ({
    next: context.next,
    pending: context.pending,
    tasks: context.tasks,
    offlineSaid: context.offlineSaid,
    failure: context.failure,
  }),
});
