import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { farmStore } from '../../../../api/farm-store.ts';
import { addDiagnosisImage, confirmFirstDiagnosis, createDiagnosis } from '../../../../api/diagnosis.ts';
import { fetchAllPlantings } from '../../../../api/planting-info.ts';
import { isKioskTablet } from '../../../../api/kiosk-tablet.ts';
import { isLoggedIn } from '../../../../api/session-store.ts';
import type { TaskStatusAnswer } from '../../../../contract/classify.ts';
import type { DifferentialRecord } from '../../../../contract/differential.ts';
import type { QuickReply } from '../../../../conversation/chat-message.ts';
import { choice, chose, sayAction, text } from '../../../../conversation/flow-protocol.ts';
import { rememberAnswers, rememberedAnswers } from '../../../../conversation/photo/remembered-answers.ts';
import { MAX_PHOTOS } from '../../../../conversation/photo/prepared-photo.ts';
import { decodePlace, placeLabel } from '../../../../language/picked-place.ts';
import type { CombinedResult } from '../../../../ml/combine-results.ts';
import type { HandOver } from '../../../shared/hand-over.ts';
import type { DeviceAnswers } from '../context.ts';
import { draftOf } from '../../../shared/community-draft.ts';
import { labelEntry, slugFor } from '../../../shared/model-labels.ts';
import { resultCard } from '../../../shared/result-card.ts';
import {
  callbackCase,
  CONFIRM_PREFIX,
  IS_A_PLANT,
  morePhotoReply,
  PROVIDERS,
  resultReplies,
  retakeReply,
} from '../messages.ts';
import type { ModelLabels } from '../../../shared/model-labels.ts';
import type { PendingDiagnosis } from '../pending-diagnosis.ts';
import { outputOf } from '../../../shared/actor-result.ts';
import { childRelayActions, reportAction, type ParentFlowEvent } from '../../../shared/child-relay.ts';
import {
  differentialDiagnosis,
  type DifferentialInput,
  type DifferentialOutput,
} from '../differential/machine.ts';

/**
 * The answer and what follows it: the card (or why there is none) with the question about it, then,
 * once the farmer has acted on it (confirmed, or asked for an agronomist), one of this phone's
 * once-per-device questions, place first and the network at a later check, so nothing pushes the
 * answer out of view. A signed-in user's confirmed case is kept. The diagnosis flow invokes this
 * child with the combined answer; it ends with a hand-over (advice, an agronomist or the Community), "retake" or
 * "more photos", and the place and network as answered.
 */
export interface ResultInput extends DeviceAnswers {
  labels: ModelLabels;
  pending: PendingDiagnosis;
  tasks: TaskStatusAnswer[];
  combined: CombinedResult | null;
  canCallback: boolean;
}

export interface ResultOutput extends DeviceAnswers {
  next: { handOver: HandOver } | 'retake' | 'morePhotos';
}

export interface SaveInput {
  crop: string | null;
  /** The farm the case is filed under: the selected one (SPEC §3's shared state), if any. */
  farm: string | null;
  label: string;
  tasks: TaskStatusAnswer[];
}

interface ResultContext extends ResultInput, ResultOutput {
  confirmed: string | null;
  /** A confident answer the farmer said theirs does not look like. */
  rejected: string | null;
  /** The farmer's picture pick and answers, kept with the case. */
  differential: DifferentialRecord | null;
  /** Where the farmer's act leads once the device question after it is answered. */
  onward: Onward;
}

/** The farmer's act on the answer: its advice (after saving), or an agronomist's call. */
type Onward = 'advice' | 'callback';

/** How many more photos the case can take: its answer combines at most MAX_PHOTOS. */
const photoRoom = (context: ResultContext) => MAX_PHOTOS - context.pending.taskIds.length;

/**
 * After "not sure", another photo of the same plant often settles it (the model card's 2- and
 * 3-photo figures), so it is offered before starting over; a case already at MAX_PHOTOS is not.
 */
const morePhotoReplies = (context: ResultContext): QuickReply[] =>
  context.combined?.verdict === 'not_sure' && photoRoom(context) > 0 ? [morePhotoReply] : [];

/**
 * Every "not sure" answer offers the Community (issue 31), where other farmers and agronomists look at
 * the same photos; last, so the numbers typed for the other buttons stay as they were.
 */
const communityReplies = (context: ResultContext): QuickReply[] =>
  context.combined?.verdict === 'not_sure' && context.combined.predictions.length > 0
    ? [choice('community', 'diagnosis:ask_community')]
    : [];

/** The other ways on beside the differential's pictures: another photo, a new start, an agronomist. */
const otherWaysOn = (context: ResultContext): QuickReply[] => [
  ...morePhotoReplies(context),
  retakeReply,
  ...(context.canCallback ? [choice('callback', 'diagnosis:callback')] : []),
  ...communityReplies(context),
];

/** How the place is answered: the picker (or "use my location"), or Skip. */
const placeAnswers = {
  quickReplies: [choice('skip', 'diagnosis:skip')],
  input: {
    kind: 'place' as const,
    label: { key: 'diagnosis:place_label' },
    acceptsLocation: true,
    optional: true,
  },
};

const withKind = <T extends { label: string }>(context: ResultContext, prediction: T) => ({
  ...prediction,
  kind: labelEntry(context.labels.metadata, prediction.label)?.kind ?? 'disease',
});

/** What the differential weighs: the model's candidates with their kind (pest, disease…). */
const differentialInput = (context: ResultContext): DifferentialInput => ({
  labels: context.labels,
  predictions: context.combined!.predictions.map((prediction) => withKind(context, prediction)),
  candidates:
    context.combined!.differential?.candidates.map((candidate) => withKind(context, candidate)) ?? null,
  unfamiliar: context.combined!.differential?.unfamiliar ?? false,
  rejected: context.rejected,
  otherReplies: otherWaysOn(context),
});

/** What the agronomist gets; the place may have been given after the answer, so it comes from here. */
const caseOf = (context: ResultContext) =>
  callbackCase(
    { ...context.pending, place: context.place },
    context.tasks,
    context.combined,
    context.differential,
  );

/** A case joins the farmer's latest planting of that crop, when they saved one; without it, it stands alone. */
async function latestPlantingOf(crop: string | null): Promise<string | null> {
  if (!crop) return null;
  const plantings = await fetchAllPlantings().catch(() => []);
  return plantings.find((planting) => planting.crop === crop)?.id ?? null;
}

export const diagnosisResult = setup({
  types: {
    context: {} as ResultContext,
    events: {} as ParentFlowEvent,
    input: {} as ResultInput,
    output: {} as ResultOutput,
  },
  actors: {
    differential: differentialDiagnosis,
    /** A signed-in user's case: the diagnosis, its photos, and the label they confirmed on each result. */
    save: fromPromise<string, SaveInput>(async ({ input }) => {
      const diagnosis = await createDiagnosis({
        crop: input.crop,
        planting: await latestPlantingOf(input.crop),
        farm: input.farm,
        status: 'confirmed',
        confirmed_label: input.label,
      });
      for (const task of input.tasks) {
        await addDiagnosisImage(diagnosis.id, task.image_id);
        if (task.result) await confirmFirstDiagnosis(task.result.first_diagnosis_id, input.label);
      }
      return diagnosis.id;
    }),
  },
  guards: {
    signedIn: () => typeof localStorage !== 'undefined' && isLoggedIn(),
    allFailed: ({ context }) => context.combined === null,
    unsure: ({ context }) => context.combined?.verdict === 'not_sure',
    // The selected farm is where the plant grows: its place wins over asking. A shop's shared tablet
    // is no customer's phone: it is never asked "on this phone" questions.
    placeUnasked: ({ context }) =>
      !isKioskTablet() &&
      farmStore.get().selectedFarm === null &&
      !context.answeredHere.place &&
      rememberedAnswers().place === undefined,
    providerUnasked: ({ context }) =>
      !isKioskTablet() && !context.answeredHere.provider && rememberedAnswers().provider === undefined,
    onToCallback: ({ context }) => context.onward === 'callback',
    pickedPlace: ({ event }) =>
      (event.type === 'user.text' || event.type === 'user.choice') && decodePlace(event.value) !== null,
    answeredProvider: ({ event }) =>
      event.type === 'user.choice' && [...PROVIDERS, 'skip'].includes(event.value),
    confirming: ({ event }) => event.type === 'user.choice' && event.value.startsWith(CONFIRM_PREFIX),
    communityChosen: ({ context, event }) =>
      event.type === 'user.choice' && event.value === 'community' && communityReplies(context).length > 0,
    /** A tap on an older "add a photo" reply once the case is full is not taken. */
    morePhotoChosen: ({ context, event }) =>
      event.type === 'user.choice' && event.value === 'more_photo' && photoRoom(context) > 0,
  },
  actions: {
    say: sayAction<ResultContext, ParentFlowEvent>(),
    report: reportAction<ResultContext, ParentFlowEvent>(),
    ...childRelayActions<ResultContext, 'differential'>(),
    setPlace: assign({
      place: ({ event }) => {
        if (event.type === 'user.location') {
          const { latitude, longitude, altitude_m, near } = event.location;
          return { latitude, longitude, altitude: altitude_m, name: near };
        }
        const picked = event.type === 'user.text' ? decodePlace(event.value) : null;
        // The county goes along, so the agronomist's map can show it.
        return picked ? { name: placeLabel(picked), county_id: picked.county_id } : null;
      },
    }),
    /** Kept on this phone for its next checks. */
    rememberPlace: ({ context }) => rememberAnswers({ place: context.place }),
    rememberProvider: ({ context }) => rememberAnswers({ provider: context.provider }),
    /** Not asked again in this check, even where the phone's storage keeps nothing. */
    answeredHere: assign(({ context }, { question }: { question: 'place' | 'provider' }) => ({
      answeredHere: { ...context.answeredHere, [question]: true },
    })),
    setProvider: assign({
      provider: ({ event }) =>
        event.type === 'user.choice' && (PROVIDERS as readonly string[]).includes(event.value)
          ? event.value
          : null,
    }),
    setConfirmed: assign(({ event }) => {
      assertEvent(event, 'user.choice');
      return { confirmed: event.value.slice(CONFIRM_PREFIX.length) };
    }),
    rejectTop: assign(({ context }) => ({ rejected: context.combined!.predictions[0]?.label ?? null })),
    takeDifferential: assign((_, { output }: { output: DifferentialOutput }) => ({
      differential: output.record,
      confirmed: output.answer,
    })),
    handOverToAdvice: assign(({ context }) => ({
      next: {
        handOver: {
          flow: 'advice' as const,
          input: {
            slug: slugFor(context.labels, context.confirmed!),
            // "Talk to an agronomist" under the advice books with this check, not an empty case.
            ...(context.canCallback ? { case: caseOf(context) } : {}),
          },
        },
      },
    })),
    /** The check's photos, crop and place go with it; the farmer adds the words and confirms. */
    handOverToCommunity: assign(({ context }) => ({
      next: {
        handOver: {
          flow: 'community' as const,
          input: {
            draft: draftOf(
              { ...context.pending, place: context.place },
              // Without a crop named, the model's likeliest says which crop it is.
              context.pending.crop ?? context.combined!.predictions[0]!.crop,
              context.tasks,
            ),
          },
        },
      },
    })),
    handOverToCallback: assign(({ context }) => ({
      next: {
        handOver: {
          flow: 'callback' as const,
          input: { case: caseOf(context) },
        },
      },
    })),
    leave: assign((_, { next }: { next: 'retake' | 'morePhotos' }) => ({ next })),
    goOnTo: assign((_, { onward }: { onward: Onward }) => ({ onward })),
  },
}).createMachine({
  id: 'diagnosisResult',
  context: ({ input }) => ({
    ...input,
    next: 'retake',
    confirmed: null,
    rejected: null,
    differential: null,
    onward: 'advice',
  }),
  initial: 'starting',
  on: { 'flow.say': { actions: 'relay' } },
  states: {
    starting: {
      always: [{ guard: 'allFailed', target: 'failed' }, { target: 'showing' }],
    },
    failed: {
      entry: {
        type: 'say',
        params: ({ context }) => ({
          body: text('diagnosis:task_failed'),
          quickReplies: [
            retakeReply,
            ...(context.canCallback ? [choice('callback', 'diagnosis:callback')] : []),
          ],
        }),
      },
      on: {
        'user.choice': [
          {
            guard: chose('retake'),
            target: 'left',
            actions: { type: 'leave', params: { next: 'retake' } },
          },
          {
            guard: chose('callback'),
            target: 'followingUp',
            actions: { type: 'goOnTo', params: { onward: 'callback' } },
          },
        ],
      },
    },
    showing: {
      entry: {
        type: 'say',
        params: ({ context }) => ({ body: resultCard(context.combined!, context.labels, context.pending) }),
      },
      always: [{ guard: 'unsure', target: 'differential' }, { target: 'answering' }],
    },
    // The farmer has acted on the answer: one question this device has not answered yet (the other
    // waits for a later check), then on to what they chose. Retake and more photos ask nothing: the
    // farmer is busy with the camera, and the next answer asks.
    followingUp: {
      always: [
        { guard: 'placeUnasked', target: 'askingPlace' },
        { guard: 'providerUnasked', target: 'askingProvider' },
        { target: 'goingOn' },
      ],
    },
    goingOn: {
      always: [
        { guard: 'onToCallback', target: 'left', actions: 'handOverToCallback' },
        { target: 'confirmed' },
      ],
    },
    askingPlace: {
      entry: { type: 'say', params: { body: text('diagnosis:ask_place'), ...placeAnswers } },
      on: {
        'user.location': {
          target: 'goingOn',
          actions: ['setPlace', 'rememberPlace', { type: 'answeredHere', params: { question: 'place' } }],
        },
        'user.text': [
          {
            guard: 'pickedPlace',
            target: 'goingOn',
            actions: ['setPlace', 'rememberPlace', { type: 'answeredHere', params: { question: 'place' } }],
          },
          // Words that named no county: say so, with the way on, and keep asking.
          {
            actions: {
              type: 'say',
              params: ({ event }) => ({
                body: text('diagnosis:place_not_found', {
                  typed: event.type === 'user.text' ? event.value.trim() : '',
                }),
                ...placeAnswers,
              }),
            },
          },
        ],
        'user.choice': {
          guard: chose('skip'),
          target: 'goingOn',
          actions: ['setPlace', 'rememberPlace', { type: 'answeredHere', params: { question: 'place' } }],
        },
      },
    },
    askingProvider: {
      entry: {
        type: 'say',
        params: {
          body: text('diagnosis:ask_provider'),
          quickReplies: [
            ...PROVIDERS.map((provider) => choice(provider, `diagnosis:provider.${provider}`)),
            choice('skip', 'diagnosis:skip'),
          ],
        },
      },
      on: {
        'user.choice': {
          guard: 'answeredProvider',
          target: 'goingOn',
          actions: [
            'setProvider',
            'rememberProvider',
            { type: 'answeredHere', params: { question: 'provider' } },
          ],
        },
      },
    },
    // The answers go on the question after the card, the newest message, where replies are live.
    answering: {
      entry: {
        type: 'say',
        params: ({ context }) => ({
          body: text(`diagnosis:question.${context.combined!.verdict}`),
          quickReplies: resultReplies(context.combined!, context.canCallback),
        }),
      },
      on: {
        'user.choice': [
          {
            guard: 'confirming',
            target: 'followingUp',
            actions: ['setConfirmed', { type: 'goOnTo', params: { onward: 'advice' } }],
          },
          {
            guard: 'morePhotoChosen',
            target: 'left',
            actions: { type: 'leave', params: { next: 'morePhotos' } },
          },
          // "Mine doesn't look like this": compare the others, and ask.
          { guard: chose('none'), target: 'differential', actions: 'rejectTop' },
          // "It is a plant" after "not a plant": compare the plant candidates, and ask.
          { guard: chose(IS_A_PLANT), target: 'differential' },
          {
            guard: chose('retake'),
            target: 'left',
            actions: { type: 'leave', params: { next: 'retake' } },
          },
          {
            guard: chose('callback'),
            target: 'followingUp',
            actions: { type: 'goOnTo', params: { onward: 'callback' } },
          },
        ],
      },
    },
    // Pictures to compare, then at most two questions (differential/); another photo, a new start or
    // an agronomist stay one tap away.
    differential: {
      invoke: {
        id: 'differential',
        src: 'differential',
        input: ({ context }) => differentialInput(context),
        onDone: [
          {
            guard: ({ event }) => event.output.answer !== null,
            target: 'followingUp',
            actions: [
              { type: 'takeDifferential', params: outputOf<DifferentialOutput> },
              { type: 'goOnTo', params: { onward: 'advice' } },
            ],
          },
          { target: 'unclear', actions: { type: 'takeDifferential', params: outputOf<DifferentialOutput> } },
        ],
      },
      on: {
        'user.choice': [
          {
            guard: 'morePhotoChosen',
            target: 'left',
            actions: { type: 'leave', params: { next: 'morePhotos' } },
          },
          { guard: chose('retake'), target: 'left', actions: { type: 'leave', params: { next: 'retake' } } },
          {
            guard: chose('callback'),
            target: 'followingUp',
            actions: { type: 'goOnTo', params: { onward: 'callback' } },
          },
          { guard: 'communityChosen', target: 'left', actions: 'handOverToCommunity' },
          { actions: { type: 'forward', params: { to: 'differential' } } },
        ],
        'user.*': { actions: { type: 'forward', params: { to: 'differential' } } },
      },
    },
    // Two conditions still close: an agronomist can tell them apart, with the photos and answers.
    unclear: {
      entry: {
        type: 'say',
        params: ({ context }) => ({
          body: text(
            context.canCallback ? 'diagnosis:differential.unclear_next' : 'diagnosis:question.not_a_plant',
          ),
          quickReplies: [
            ...(context.canCallback ? [choice('callback', 'diagnosis:callback')] : []),
            ...morePhotoReplies(context),
            retakeReply,
            ...communityReplies(context),
          ],
        }),
      },
      on: {
        'user.choice': [
          { guard: 'communityChosen', target: 'left', actions: 'handOverToCommunity' },
          {
            guard: chose('callback'),
            target: 'followingUp',
            actions: { type: 'goOnTo', params: { onward: 'callback' } },
          },
          {
            guard: 'morePhotoChosen',
            target: 'left',
            actions: { type: 'leave', params: { next: 'morePhotos' } },
          },
          { guard: chose('retake'), target: 'left', actions: { type: 'leave', params: { next: 'retake' } } },
        ],
      },
    },
    confirmed: {
      always: [
        { guard: 'signedIn', target: 'saving' },
        { target: 'advising', actions: { type: 'say', params: { body: text('diagnosis:sign_in_to_save') } } },
      ],
    },
    saving: {
      entry: { type: 'report', params: { type: 'step.busy' } },
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({
          // Without a crop named, the confirmed condition says which crop it is.
          crop:
            context.pending.crop ??
            context.combined?.predictions.find((prediction) => prediction.label === context.confirmed)
              ?.crop ??
            null,
          // The selected farm is where the plant grows.
          farm: farmStore.get().selectedFarm?.id ?? null,
          label: context.confirmed!,
          tasks: context.tasks,
        }),
        onDone: { target: 'advising', actions: { type: 'say', params: { body: text('diagnosis:saved') } } },
        onError: {
          target: 'advising',
          actions: { type: 'say', params: { body: text('diagnosis:save_failed') } },
        },
      },
    },
    advising: {
      always: { target: 'left', actions: 'handOverToAdvice' },
    },
    left: { type: 'final' },
  },
  output: ({ context }) => ({
    next: context.next,
    place: context.place,
    provider: context.provider,
    answeredHere: context.answeredHere,
  }),
});
