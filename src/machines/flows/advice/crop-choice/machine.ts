import { assertEvent, assign, setup } from 'xstate';
import { BACK, choice, sayAction, text, type UserEvent } from '../../../../conversation/flow-protocol.ts';
import type { CropId } from '../../../../language/intents/entities.ts';
import type { AdviceMode } from '../context.ts';
import { CROP_PREFIX, cropQuestion } from '../messages.ts';

/**
 * "Browse a list or describe it?" and "Which crop?": the advice flow invokes this child to learn the
 * crop, starting at the first question or straight at the crop. It ends with the crop (and the way
 * chosen, when the first question was asked), or null when the user went back.
 */
export interface CropChoiceInput {
  from: 'mode' | 'crop';
  /** The crop buttons' page the farmer last saw, so "more crops" is remembered. */
  cropPage: number;
}

export type CropChoiceOutput = { mode?: AdviceMode; crop: CropId; cropPage: number } | null;

interface CropChoiceContext {
  from: CropChoiceInput['from'];
  mode: AdviceMode | undefined;
  crop: CropId | null;
  cropPage: number;
}

export const cropChoice = setup({
  types: {
    context: {} as CropChoiceContext,
    events: {} as UserEvent,
    input: {} as CropChoiceInput,
    output: {} as CropChoiceOutput,
  },
  actions: {
    say: sayAction<CropChoiceContext>(),
    setMode: assign((_, params: { mode: AdviceMode }) => ({ mode: params.mode })),
    turnCropPage: assign({ cropPage: ({ context }) => 1 - context.cropPage }),
    setCrop: assign({
      crop: ({ event }) => {
        assertEvent(event, 'user.choice');
        return event.value.slice(CROP_PREFIX.length) as CropId;
      },
    }),
  },
  guards: {
    askingMode: ({ context }) => context.from === 'mode',
    chose: ({ event }, params: { value: string }) =>
      event.type === 'user.choice' && event.value === params.value,
    pickedCrop: ({ event }) => event.type === 'user.choice' && event.value.startsWith(CROP_PREFIX),
  },
}).createMachine({
  id: 'adviceCropChoice',
  context: ({ input }) => ({ from: input.from, mode: undefined, crop: null, cropPage: input.cropPage }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'askingMode', target: 'askMode' }, { target: 'askCrop' }] },
    askMode: {
      entry: {
        type: 'say',
        params: {
          body: text('advice:ask_mode'),
          quickReplies: [
            choice('browse', 'advice:mode.browse'),
            choice('describe', 'advice:mode.describe'),
            BACK,
          ],
        },
      },
      on: {
        'user.choice': [
          {
            guard: { type: 'chose', params: { value: 'browse' } },
            target: 'askCrop',
            actions: { type: 'setMode', params: { mode: 'browse' } },
          },
          {
            guard: { type: 'chose', params: { value: 'describe' } },
            target: 'askCrop',
            actions: { type: 'setMode', params: { mode: 'describe' } },
          },
        ],
        'user.back': 'cancelled',
      },
    },
    askCrop: {
      entry: { type: 'say', params: ({ context }) => cropQuestion(context.cropPage) },
      on: {
        'user.choice': [
          {
            guard: { type: 'chose', params: { value: 'more_crops' } },
            target: 'askCrop',
            reenter: true,
            actions: 'turnCropPage',
          },
          { guard: 'pickedCrop', target: 'chosen', actions: 'setCrop' },
        ],
        'user.back': 'cancelled',
      },
    },
    chosen: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) =>
    context.crop ? { mode: context.mode, crop: context.crop, cropPage: context.cropPage } : null,
});
