import { choice, chose, text } from '../../../conversation/flow-protocol.ts';
import { CONFIRM_PREFIX, resultCard, resultReplies } from './messages.ts';
import type { DiagnosisContext, DiagnosisEvent } from './context.ts';

type Args = { context: DiagnosisContext; event: DiagnosisEvent };

const confirming = ({ event }: Args) =>
  event.type === 'user.choice' && event.value.startsWith(CONFIRM_PREFIX);
const allFailed = ({ context }: { context: DiagnosisContext }) => context.combined === null;
const toCallback = {
  guard: chose('callback'),
  target: 'handOver',
  actions: { type: 'handOverToCallback' as const },
};
const retake = { guard: chose('retake'), target: 'askingPhotos' };

/** The answer, the user's confirmation, keeping the case, and the hand-over to advice or a person. */
export const resultStates = {
  result: {
    entry: ['combine', 'forgetPending'] as const,
    always: [{ guard: allFailed, target: 'failed' }, { target: 'showing' }],
  },
  failed: {
    entry: {
      type: 'say' as const,
      params: ({ context }: { context: DiagnosisContext }) => ({
        body: text('diagnosis:task_failed'),
        quickReplies: [
          choice('retake', 'diagnosis:retake'),
          ...(context.canCallback ? [choice('callback', 'diagnosis:callback')] : []),
        ],
      }),
    },
    on: { 'user.choice': [retake, toCallback] },
  },
  showing: {
    entry: [
      {
        type: 'say' as const,
        params: ({ context }: { context: DiagnosisContext }) => ({
          body: resultCard(context.combined!, context.labels!, context.pending!),
        }),
      },
      // The answers go on the question after the card, the newest message, where replies are live.
      {
        type: 'say' as const,
        params: ({ context }: { context: DiagnosisContext }) => ({
          body: text(`diagnosis:question.${context.combined!.verdict}`),
          quickReplies: resultReplies(context.combined!, context.canCallback),
        }),
      },
    ],
    on: {
      'user.choice': [
        { guard: confirming, target: 'confirmed', actions: { type: 'setConfirmed' as const } },
        {
          guard: chose('none'),
          actions: {
            type: 'say' as const,
            params: ({ context }: { context: DiagnosisContext }) => ({
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
  },
  confirmed: {
    always: [
      { guard: 'signedIn' as const, target: 'saving' },
      {
        target: 'advising',
        actions: { type: 'say' as const, params: { body: text('diagnosis:sign_in_to_save') } },
      },
    ],
  },
  saving: {
    tags: ['busy'],
    invoke: {
      id: 'save',
      src: 'save' as const,
      input: ({ context }: { context: DiagnosisContext }) => ({
        crop: context.pending!.crop,
        label: context.confirmed!,
        tasks: context.tasks,
      }),
      onDone: {
        target: 'advising',
        actions: { type: 'say' as const, params: { body: text('diagnosis:saved') } },
      },
      onError: {
        target: 'advising',
        actions: { type: 'say' as const, params: { body: text('diagnosis:save_failed') } },
      },
    },
  },
  advising: {
    always: {
      target: 'handOver',
      actions: { type: 'handOverToAdvice' as const },
    },
  },
};
