import { assertEvent, assign, setup } from 'xstate';
import { sayAction, type UserEvent } from '../../../../conversation/flow-protocol.ts';
import { CROP_PREFIX, cropConfirm, cropQuestion } from '../messages.ts';
import { knownCrops, type ModelLabels } from '../../../shared/model-labels.ts';

/**
 * "Which crop is it?": from the crops the model knows, or one tap ("Mahindi — sawa?") for a crop the
 * farmer's words named. The diagnosis flow invokes this child from the photo question and reads the
 * crop picked (null for "I don't know"), or none when the user went back; and whether the named crop
 * is still on offer, as "another crop" sets it aside for the rest of the check.
 */
export interface CropQuestionInput {
  labels: ModelLabels;
  namedCrop: string | null;
}

export interface CropQuestionOutput {
  picked: { crop: string | null } | null;
  namedCrop: string | null;
}

interface CropQuestionContext extends CropQuestionInput, CropQuestionOutput {}

/** The crop named in the farmer's words, when the model knows it. */
const offered = ({ labels, namedCrop }: CropQuestionInput) =>
  namedCrop && knownCrops(labels.metadata).includes(namedCrop) ? namedCrop : null;

export const diagnosisCropQuestion = setup({
  types: {
    context: {} as CropQuestionContext,
    events: {} as UserEvent,
    input: {} as CropQuestionInput,
    output: {} as CropQuestionOutput,
  },
  actions: {
    say: sayAction<CropQuestionContext>(),
    pick: assign(({ event }) => {
      assertEvent(event, 'user.choice');
      const crop = event.value.slice(CROP_PREFIX.length);
      return { picked: { crop: crop && crop !== 'unknown' ? crop : null } };
    }),
    pickNamed: assign(({ context }) => ({ picked: { crop: context.namedCrop } })),
    setNamedAside: assign({ namedCrop: null }),
  },
  guards: {
    pickedCrop: ({ event }) => event.type === 'user.choice' && event.value.startsWith(CROP_PREFIX),
    // "ndiyo" typed to "Mahindi — sawa?" arrives as `yes`.
    confirmedNamed: ({ context, event }) =>
      event.type === 'user.choice' && event.value === 'yes' && offered(context) !== null,
    choseAnother: ({ event }) => event.type === 'user.choice' && ['other_crop', 'no'].includes(event.value),
  },
}).createMachine({
  id: 'diagnosisCropQuestion',
  context: ({ input }) => ({ ...input, picked: null }),
  initial: 'asking',
  states: {
    asking: {
      entry: {
        type: 'say',
        params: ({ context }) => {
          const named = offered(context);
          return named ? cropConfirm(named) : cropQuestion(context.labels);
        },
      },
      on: {
        'user.choice': [
          { guard: 'pickedCrop', target: 'answered', actions: 'pick' },
          { guard: 'confirmedNamed', target: 'answered', actions: 'pickNamed' },
          { guard: 'choseAnother', target: 'asking', reenter: true, actions: 'setNamedAside' },
        ],
        'user.back': 'answered',
      },
    },
    answered: { type: 'final' },
  },
  output: ({ context }) => ({ picked: context.picked, namedCrop: context.namedCrop }),
});
