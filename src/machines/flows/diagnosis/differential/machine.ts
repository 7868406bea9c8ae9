import { assertEvent, assign, setup } from 'xstate';
import type { DifferentialRecord, SignReply } from '../../../../contract/differential.ts';
import type { SignId } from '../../../../contract/signs.ts';
import type { QuickReply } from '../../../../conversation/chat-message.ts';
import { chose, sayAction, text, type UserEvent } from '../../../../conversation/flow-protocol.ts';
import {
  candidatePosterior,
  clearOnEvidence,
  MAX_CANDIDATES,
  MAX_QUESTIONS,
  nextQuestion,
  ranked,
  setAside,
  updatePosterior,
  type Posterior,
} from '../../../../ml/differential.ts';
import type { ModelLabels } from '../../../shared/model-labels.ts';
import type { DifferentialOutcome } from '../../../../contract/analytics.ts';
import { recordEvent } from '../../../../api/analytics-consent.ts';
import { comparePictures, PICK_PREFIX, signQuestion, unclearPictures } from './messages.ts';

/**
 * When the photo alone cannot tell (issue 30 §2): the likely conditions as pictures to compare, then
 * at most two yes/no questions about what the farmer can see, each chosen for what it tells apart, and
 * an honest end: one condition clearly ahead, or the two most likely with steps safe for both. The
 * diagnosis result invokes this child after a `not_sure` answer, or after "none of these" under a
 * confident one; it ends with the condition to act on (or none) and the record kept with the case.
 */
type Candidate = { label: string; kind: string; crop: string; confidence: number };

export interface DifferentialInput {
  labels: ModelLabels;
  /** The model's top predictions, most likely first (already restricted to the crop, when one was named). */
  predictions: Candidate[];
  /** Every condition of the leading crop, from a host that gives them; the top predictions otherwise. */
  candidates: Candidate[] | null;
  /** Whether the photo is far from anything the model learnt, so its probabilities count for less. */
  unfamiliar: boolean;
  /** A confident answer the farmer said theirs does not look like: set aside from the start. */
  rejected: string | null;
  /** Other ways on (another photo, an agronomist), folded under "other options" at the picture step. */
  otherReplies: QuickReply[];
}

export interface DifferentialOutput {
  /** The condition to act on: picked by the farmer, or clearly ahead after the answers. */
  answer: string | null;
  record: DifferentialRecord;
}

interface DifferentialContext extends DifferentialInput {
  posterior: Posterior;
  /** The pictures offered, most likely first. */
  shown: string[];
  picked: DifferentialRecord['picked'] | null;
  answers: { sign: SignId; answer: SignReply }[];
  /** The question on screen, so a reload answers the same one. */
  asking: SignId | null;
}

/** The crop's other plant conditions, which "none of these" brings into play. */
function cropConditions({ labels, predictions }: DifferentialInput): string[] {
  const crop = predictions[0]?.crop;
  return labels.metadata.labels
    .filter((entry) => entry.crop === crop && entry.kind !== 'not_a_plant')
    .map((entry) => entry.label);
}

function startingPoint(input: DifferentialInput) {
  const posterior = candidatePosterior(
    input.candidates ?? input.predictions,
    cropConditions(input),
    input.unfamiliar,
  );
  // The pictures are the model's own candidates; the crop's other conditions wait for the answers.
  const shown = input.predictions
    .filter((p) => p.kind !== 'not_a_plant' && p.confidence > 0 && p.label !== input.rejected)
    .slice(0, MAX_CANDIDATES)
    .map((p) => p.label);
  return {
    posterior: input.rejected ? setAside(posterior, cropConditions(input)) : posterior,
    shown,
  };
}

const asked = (context: DifferentialContext) => context.answers.map((a) => a.sign);
/** The yes/no answers: evidence, unlike "I can't tell". */
const answered = (context: DifferentialContext) =>
  context.answers.filter((a) => a.answer !== 'unsure').length;
const next = (context: DifferentialContext) =>
  nextQuestion(context.posterior, asked(context), answered(context));
const leader = (context: DifferentialContext) => clearOnEvidence(context.posterior, answered(context));

export const differentialDiagnosis = setup({
  types: {
    context: {} as DifferentialContext,
    events: {} as UserEvent,
    input: {} as DifferentialInput,
    output: {} as DifferentialOutput,
  },
  guards: {
    picked: ({ context, event }) =>
      event.type === 'user.choice' &&
      event.value.startsWith(PICK_PREFIX) &&
      context.shown.includes(event.value.slice(PICK_PREFIX.length)),
    answered: ({ event }) => event.type === 'user.choice' && ['yes', 'no', 'unsure'].includes(event.value),
    moreToAsk: ({ context }) => next(context) !== null,
    clear: ({ context }) => leader(context) !== null,
  },
  actions: {
    say: sayAction<DifferentialContext>(),
    pick: assign(({ event }) => {
      assertEvent(event, 'user.choice');
      return { picked: event.value.slice(PICK_PREFIX.length) };
    }),
    setShownAside: assign(({ context }) => ({
      picked: 'none' as const,
      posterior: setAside(context.posterior, cropConditions(context)),
    })),
    cannotTell: assign({ picked: 'cant_tell' as const }),
    /** How it ended, for the product's own figures (only with the "help us improve" cookie). */
    recordOutcome: (_, { outcome }: { outcome: DifferentialOutcome }) =>
      recordEvent({ name: 'differential', outcome }),
    chooseQuestion: assign(({ context }) => ({ asking: next(context) })),
    takeAnswer: assign(({ context, event }) => {
      assertEvent(event, 'user.choice');
      const answer = event.value as SignReply;
      const sign = context.asking!;
      return {
        answers: [...context.answers, { sign, answer }],
        posterior: answer === 'unsure' ? context.posterior : updatePosterior(context.posterior, sign, answer),
        asking: null,
      };
    }),
  },
}).createMachine({
  id: 'differentialDiagnosis',
  context: ({ input }) => ({
    ...input,
    ...startingPoint(input),
    picked: null,
    answers: [],
    asking: null,
  }),
  initial: 'comparing',
  states: {
    comparing: {
      entry: {
        type: 'say',
        params: ({ context }) => comparePictures(context.labels, context.shown, context.otherReplies),
      },
      on: {
        'user.choice': [
          { guard: 'picked', target: 'picked', actions: 'pick' },
          { guard: chose('none'), target: 'choosing', actions: 'setShownAside' },
          { guard: chose('cant_tell'), target: 'choosing', actions: 'cannotTell' },
        ],
      },
    },
    choosing: {
      always: [
        { guard: 'moreToAsk', target: 'asking', actions: 'chooseQuestion' },
        { guard: 'clear', target: 'clear' },
        { target: 'unclear' },
      ],
    },
    asking: {
      entry: {
        type: 'say',
        params: ({ context }) =>
          signQuestion(context.labels, context.asking!, context.answers.length + 1, MAX_QUESTIONS),
      },
      on: { 'user.choice': { guard: 'answered', target: 'choosing', actions: 'takeAnswer' } },
    },
    picked: { type: 'final', entry: { type: 'recordOutcome', params: { outcome: 'resolved' } } },
    clear: {
      type: 'final',
      entry: [
        { type: 'recordOutcome', params: { outcome: 'resolved' } },
        {
          type: 'say',
          params: ({ context }) => ({
            body: text('diagnosis:differential.clear', { label: ranked(context.posterior)[0]!.label }),
          }),
        },
      ],
    },
    unclear: {
      type: 'final',
      entry: [
        {
          type: 'recordOutcome',
          params: ({ context }) => ({
            outcome: context.picked === 'none' ? ('none_of_these' as const) : ('cant_tell' as const),
          }),
        },
        {
          type: 'say',
          params: ({ context }) => ({
            body: unclearPictures(
              context.labels,
              ranked(context.posterior)
                .slice(0, 2)
                .map((r) => r.label),
            ),
          }),
        },
      ],
    },
  },
  output: ({ context }) => {
    const order = ranked(context.posterior).map((r) => r.label);
    const pickedLabel = context.picked && context.shown.includes(context.picked) ? context.picked : null;
    const answer = pickedLabel ?? leader(context);
    return {
      answer,
      record: {
        picked: context.picked ?? 'cant_tell',
        answers: context.answers,
        outcome: answer ? [answer] : order.slice(0, 2),
      },
    };
  },
});
