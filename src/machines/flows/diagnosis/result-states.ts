import { farmStore } from '../../../api/farm-store.ts';
import { choice, chose, text } from '../../../conversation/flow-protocol.ts';
import { CONFIRM_PREFIX, resultCard, resultReplies } from './messages.ts';
import { morePhotoChosen, morePhotoReplies } from './more-photo-states.ts';
import type { DiagnosisContext, DiagnosisEvent } from './context.ts';
import { diagnosisSetup } from './setup.ts';

type Args = { context: DiagnosisContext; event: DiagnosisEvent };

const confirming = ({ event }: Args) =>
  event.type === 'user.choice' && event.value.startsWith(CONFIRM_PREFIX);
const allFailed = ({ context }: { context: DiagnosisContext }) => context.combined === null;
const callbackChosen = chose('callback');
const toCallback: {
  guard: typeof callbackChosen;
  target: 'handOver';
  actions: { type: 'handOverToCallback' };
} = {
  guard: callbackChosen,
  target: 'handOver',
  actions: { type: 'handOverToCallback' },
};
const retake = { guard: chose('retake'), target: 'askingPhotos' };

/** The answer, the user's confirmation, keeping the case, and the hand-over to advice or a person. */
export const resultStates = {
  result: diagnosisSetup.createStateConfig({
    entry: ['combine', 'compareWithPhone', 'forgetPending'],
    always: [
      { guard: allFailed, target: 'failed' },
      {
        guard: ({ context }) => context.addedPhotos,
        target: 'showing',
        actions: {
          type: 'say',
          params: ({ context }) => ({
            body: text('diagnosis:more_photos.combined', { count: context.pending!.taskIds.length }),
          }),
        },
      },
      { target: 'showing' },
    ],
  }),
  failed: diagnosisSetup.createStateConfig({
    entry: {
      type: 'say',
      params: ({ context }) => ({
        body: text('diagnosis:task_failed'),
        quickReplies: [
          choice('retake', 'diagnosis:retake'),
          ...(context.canCallback ? [choice('callback', 'diagnosis:callback')] : []),
        ],
      }),
    },
    on: { 'user.choice': [retake, toCallback] },
  }),
  showing: diagnosisSetup.createStateConfig({
    entry: {
      type: 'say',
      params: ({ context }) => ({
        body: resultCard(context.combined!, context.labels!, context.pending!),
      }),
    },
    always: 'followingUp',
  }),
  // The answers go on the question after the card, the newest message, where replies are live.
  answering: diagnosisSetup.createStateConfig({
    entry: {
      type: 'say',
      params: ({ context }) => {
        const replies = resultReplies(context.combined!, context.canCallback);
        const morePhoto = morePhotoReplies(context);
        return {
          body: text(`diagnosis:question.${context.combined!.verdict}`),
          // When unsure, another photo of the same plant is the one next step; the rest wait under "other options".
          quickReplies: morePhoto.length
            ? [...morePhoto, ...replies.map((reply) => ({ ...reply, more: true }))]
            : replies,
        };
      },
    },
    on: {
      'user.choice': [
        { guard: confirming, target: 'confirmed', actions: { type: 'setConfirmed' } },
        { guard: morePhotoChosen, target: 'askingMorePhotos' },
        {
          guard: chose('none'),
          actions: {
            type: 'say',
            params: ({ context }) => ({
              body: text('diagnosis:none_match_reply'),
              quickReplies: resultReplies(
                { ...context.combined!, verdict: 'not_a_plant' },
                context.canCallback,
              ),
            }),
          },
        },
        retake,
        toCallback,
      ],
    },
  }),
  confirmed: diagnosisSetup.createStateConfig({
    always: [
      { guard: 'signedIn', target: 'saving' },
      {
        target: 'advising',
        actions: { type: 'say', params: { body: text('diagnosis:sign_in_to_save') } },
      },
    ],
  }),
  saving: diagnosisSetup.createStateConfig({
    tags: ['busy'],
    invoke: {
      id: 'save',
      src: 'save',
      input: ({ context }) => ({
        // Without a crop named, the confirmed condition says which crop it is.
        crop:
          context.pending!.crop ??
          context.combined?.predictions.find((prediction) => prediction.label === context.confirmed)?.crop ??
          null,
        // The selected farm is where the plant grows.
        farm: farmStore.get().selectedFarm?.id ?? null,
        label: context.confirmed!,
        tasks: context.tasks,
      }),
      onDone: {
        target: 'advising',
        actions: { type: 'say', params: { body: text('diagnosis:saved') } },
      },
      onError: {
        target: 'advising',
        actions: { type: 'say', params: { body: text('diagnosis:save_failed') } },
      },
    },
  }),
  advising: diagnosisSetup.createStateConfig({
    always: {
      target: 'handOver',
      actions: { type: 'handOverToAdvice' },
    },
  }),
};
