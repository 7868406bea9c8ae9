import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { recordAnswer, recordEvent } from '../../../api/analytics-consent.ts';
import { farmStore } from '../../../api/farm-store.ts';
import { BACK, choice, chose, sayAction, text, type SayParams } from '../../../conversation/flow-protocol.ts';
import { MAX_PHOTOS } from '../../../conversation/photo/prepared-photo.ts';
import { combineResults } from '../../../ml/combine-results.ts';
import { outputOf } from '../../shared/actor-result.ts';
import { childRelayActions, type ParentFlowEvent } from '../../shared/child-relay.ts';
import {
  initialContext,
  newId,
  uploadMetadata,
  type DiagnosisContext,
  type DiagnosisFlowInput,
} from './context.ts';
import { diagnosisCropQuestion, type CropQuestionOutput } from './crop-question/machine.ts';
import type { HandOver } from '../../shared/hand-over.ts';
import { fetchModelLabels, knownCrops, type ModelLabels } from '../../shared/model-labels.ts';
import { offlineCheck, type OfflineCheckOutput } from './offline-check/machine.ts';
import { clearPending } from './pending-diagnosis.ts';
import { diagnosisPhotoQuestion, type PhotoAnswer } from './photo-question/machine.ts';
import { diagnosisResult, type ResultOutput } from './result/machine.ts';
import { photoUpload, type UploadStepOutput } from './upload/machine.ts';

/** The steps that run while this flow waits; each state forwards the answers to its own. */
type Asking = 'photoQuestion' | 'cropQuestion' | 'upload' | 'offlineCheck' | 'result';

/**
 * "Photograph a plant": photos (and the crop, if the farmer says it), upload, wait, the answer, place
 * and network once per device, and what to do next. The flow loads the model's labels and keeps the
 * case; the steps are child machines (photo-question/, crop-question/, upload/, offline-check/,
 * result/) whose messages it relays, to which it forwards the answers, and whose work it shows as busy.
 */
export const diagnosisFlow = setup({
  types: {
    context: {} as DiagnosisContext,
    events: {} as ParentFlowEvent,
    input: {} as DiagnosisFlowInput | undefined,
    output: {} as { next?: HandOver; quiet?: boolean },
  },
  actors: {
    loadLabels: fromPromise<ModelLabels>(() => fetchModelLabels()),
    photoQuestion: diagnosisPhotoQuestion,
    cropQuestion: diagnosisCropQuestion,
    upload: photoUpload,
    offlineCheck,
    result: diagnosisResult,
  },
  guards: {
    resuming: ({ context }) => context.pending !== null,
    /** A crop the farmer's words named ("mahindi yangu…") is confirmed in one tap before the photos. */
    cropNamed: ({ context }, { labels }: { labels: ModelLabels }) =>
      context.namedCrop !== null && knownCrops(labels.metadata).includes(context.namedCrop),
    addedPhotos: ({ context }) => context.addedPhotos,
  },
  actions: {
    say: sayAction<DiagnosisContext, ParentFlowEvent>(),
    ...childRelayActions<DiagnosisContext, Asking>(),
    keepLabels: assign((_, { labels }: { labels: ModelLabels }) => ({ labels })),
    /** New photos start a new case, sent with the place of the selected farm (SPEC §3's shared state), if any. */
    setPhotos: assign(({ context }, { output }: { output: PhotoAnswer }) => {
      const photos = output.kind === 'photos' ? output.photos : [];
      const farm = farmStore.get().selectedFarm;
      return {
        photos,
        keys: photos.map(newId),
        uploadId: newId(),
        uploadStart: 'send' as const,
        place: farm
          ? {
              name: farm.name,
              county_id: farm.county,
              latitude: farm.latitude ?? undefined,
              longitude: farm.longitude ?? undefined,
            }
          : context.place,
        pending: null,
        tasks: [],
        combined: null,
        addedPhotos: false,
      };
    }),
    /** More photos of the same plant for an unsure case: sent on their own, answered with the first ones. */
    addPhotos: assign((_, { output }: { output: PhotoAnswer }) => {
      const photos = output.kind === 'photos' ? output.photos : [];
      return {
        photos,
        keys: photos.map(newId),
        uploadId: newId(),
        uploadStart: 'send' as const,
        combined: null,
        addedPhotos: true,
      };
    }),
    takeCrop: assign(({ context }, { output }: { output: CropQuestionOutput }) => ({
      crop: output.picked ? output.picked.crop : context.crop,
      namedCrop: output.namedCrop,
    })),
    takeUpload: assign(({ context }, { output }: { output: UploadStepOutput }) => ({
      pending: output.pending,
      tasks: output.tasks ?? context.tasks,
      offlineSaid: output.offlineSaid,
      failure: output.failure,
    })),
    /** The device could not keep the photos: the failed send is shown again, with its retry. */
    showSendFailed: assign({ uploadStart: 'failed' as const }),
    takeOfflineAdvice: assign((_, { output }: { output: OfflineCheckOutput }) => ({
      next: { flow: 'advice' as const, input: { slug: output.slug } },
    })),
    takeResult: assign((_, { output }: { output: ResultOutput }) => ({
      place: output.place,
      provider: output.provider,
      answeredHere: output.answeredHere,
      next: typeof output.next === 'object' ? output.next.handOver : null,
    })),
    combine: assign({
      combined: ({ context }) =>
        combineResults(
          context.tasks.flatMap((task) => (task.status === 'succeeded' && task.result ? [task.result] : [])),
        ),
    }),
    /** A check that waited offline: say whether the server's answer agrees with the phone's. */
    compareWithPhone: enqueueActions<
      DiagnosisContext,
      ParentFlowEvent,
      undefined,
      ParentFlowEvent,
      never,
      { type: 'say'; params: SayParams },
      never,
      never,
      never
    >(({ context, enqueue }) => {
      const queued = context.pending?.queued;
      const top = context.combined?.predictions[0];
      if (!queued?.onDevice || !top) return;
      const agrees =
        queued.onDevice.label === top.label && queued.onDevice.verdict === context.combined!.verdict;
      enqueue({
        type: 'say',
        params: { body: text(agrees ? 'diagnosis:server_agrees' : 'diagnosis:server_replaces') },
      });
    }),
    forgetPending: () => clearPending(),
    // The funnel's steps and the verdict, for the product's own figures ("help us improve" only).
    recordPhoto: () => recordEvent({ name: 'funnel', step: 'photo' }),
    recordAnswer: ({ context }) => {
      if (context.combined) recordAnswer(context.combined.verdict);
    },
  },
}).createMachine({
  id: 'diagnosis',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  on: { 'flow.say': { actions: 'relay' } },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLabels',
        src: 'loadLabels',
        onDone: [
          {
            guard: 'resuming',
            target: 'sending',
            actions: [
              { type: 'keepLabels', params: ({ event }) => ({ labels: event.output }) },
              {
                type: 'say',
                params: ({ context }) => ({
                  body: text(context.pending?.queued ? 'diagnosis:queue_sent' : 'diagnosis:resumed'),
                }),
              },
            ],
          },
          {
            guard: { type: 'cropNamed', params: ({ event }) => ({ labels: event.output }) },
            target: 'askingCrop',
            actions: { type: 'keepLabels', params: ({ event }) => ({ labels: event.output }) },
          },
          {
            target: 'askingPhotos',
            actions: { type: 'keepLabels', params: ({ event }) => ({ labels: event.output }) },
          },
        ],
        onError: 'labelsFailed',
      },
    },
    labelsFailed: {
      entry: {
        type: 'say',
        params: {
          body: text('diagnosis:labels_failed'),
          quickReplies: [choice('retry', 'diagnosis:try_again'), BACK],
        },
      },
      on: {
        'user.choice': { guard: chose('retry'), target: 'loading' },
        'user.back': 'done',
      },
    },
    askingPhotos: {
      invoke: {
        id: 'photoQuestion',
        src: 'photoQuestion',
        input: ({ context }) => ({ kind: 'first' as const, offerCrop: !context.crop }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'photos',
            target: 'sending',
            actions: [{ type: 'setPhotos', params: outputOf<PhotoAnswer> }, 'recordPhoto'],
          },
          {
            guard: ({ event }) => event.output.kind === 'crop',
            target: 'askingCrop',
          },
          { target: 'done' },
        ],
      },
      on: { 'user.*': { actions: { type: 'forward', params: { to: 'photoQuestion' } } } },
    },
    askingCrop: {
      invoke: {
        id: 'cropQuestion',
        src: 'cropQuestion',
        input: ({ context }) => ({ labels: context.labels!, namedCrop: context.namedCrop }),
        onDone: {
          target: 'askingPhotos',
          actions: { type: 'takeCrop', params: outputOf<CropQuestionOutput> },
        },
      },
      on: { 'user.*': { actions: { type: 'forward', params: { to: 'cropQuestion' } } } },
    },
    // Sending the photos and waiting for their answers: busy while the step works, not while it asks.
    sending: {
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({
          start: context.uploadStart,
          uploadId: context.uploadId,
          photos: context.photos,
          keys: context.keys,
          metadata: uploadMetadata(context),
          crop: context.crop,
          place: context.place,
          pending: context.pending,
          offlineSaid: context.offlineSaid,
          failure: context.failure,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.next === 'answered',
            target: 'answered',
            actions: { type: 'takeUpload', params: outputOf<UploadStepOutput> },
          },
          {
            guard: ({ event }) => event.output.next === 'offline',
            target: 'queued',
            actions: { type: 'takeUpload', params: outputOf<UploadStepOutput> },
          },
          {
            guard: ({ event }) => event.output.next === 'retake',
            target: 'askingPhotos',
          },
          { target: 'done' },
        ],
      },
      on: { 'user.*': { actions: { type: 'forward', params: { to: 'upload' } } } },
      initial: 'working',
      states: {
        working: { tags: ['busy'], on: { 'step.resting': 'resting' } },
        resting: { on: { 'step.busy': 'working' } },
      },
    },
    // No network: the check waits on the device, and the phone's model answers meanwhile.
    queued: {
      invoke: {
        id: 'offlineCheck',
        src: 'offlineCheck',
        input: ({ context }) => ({
          uploadId: context.uploadId,
          photos: context.photos,
          keys: context.keys,
          crop: context.crop,
          place: context.place,
          metadata: uploadMetadata(context),
          labels: context.labels!,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.end === 'queueFailed',
            target: 'sending',
            actions: 'showSendFailed',
          },
          {
            guard: ({ event }) => event.output.end === 'advice',
            target: 'handOver',
            actions: { type: 'takeOfflineAdvice', params: outputOf<OfflineCheckOutput> },
          },
          { target: 'done' },
        ],
      },
      on: { 'user.*': { actions: { type: 'forward', params: { to: 'offlineCheck' } } } },
      initial: 'working',
      states: {
        working: { tags: ['busy'], on: { 'step.resting': 'resting' } },
        resting: { on: { 'step.busy': 'working' } },
      },
    },
    // The answers are in: one answer for all the case's photos, compared with the phone's if it waited.
    answered: {
      entry: ['combine', 'compareWithPhone', 'forgetPending', 'recordAnswer'],
      always: [
        {
          guard: 'addedPhotos',
          target: 'result',
          actions: {
            type: 'say',
            params: ({ context }) => ({
              body: text('diagnosis:more_photos.combined', { count: context.pending!.taskIds.length }),
            }),
          },
        },
        { target: 'result' },
      ],
    },
    result: {
      invoke: {
        id: 'result',
        src: 'result',
        input: ({ context }) => ({
          labels: context.labels!,
          pending: context.pending!,
          tasks: context.tasks,
          combined: context.combined,
          canCallback: context.canCallback,
          place: context.place,
          provider: context.provider,
          answeredHere: context.answeredHere,
        }),
        onDone: [
          {
            guard: ({ event }) => typeof event.output.next === 'object',
            target: 'handOver',
            actions: { type: 'takeResult', params: outputOf<ResultOutput> },
          },
          {
            guard: ({ event }) => event.output.next === 'morePhotos',
            target: 'askingMorePhotos',
            actions: { type: 'takeResult', params: outputOf<ResultOutput> },
          },
          { target: 'askingPhotos', actions: { type: 'takeResult', params: outputOf<ResultOutput> } },
        ],
      },
      on: { 'user.*': { actions: { type: 'forward', params: { to: 'result' } } } },
      initial: 'resting',
      states: {
        working: { tags: ['busy'], on: { 'step.resting': 'resting' } },
        resting: { on: { 'step.busy': 'working' } },
      },
    },
    askingMorePhotos: {
      invoke: {
        id: 'photoQuestion',
        src: 'photoQuestion',
        input: ({ context }) => ({
          kind: 'more' as const,
          room: MAX_PHOTOS - (context.pending?.taskIds.length ?? 0),
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'photos',
            target: 'sending',
            actions: { type: 'addPhotos', params: outputOf<PhotoAnswer> },
          },
          // Back: the unsure answer again, its card and question.
          { target: 'result' },
        ],
      },
      on: { 'user.*': { actions: { type: 'forward', params: { to: 'photoQuestion' } } } },
    },
    handOver: { type: 'final' },
    done: { type: 'final', entry: 'forgetPending' },
  },
  output: ({ context }) => (context.next ? { next: context.next, quiet: true } : {}),
});
