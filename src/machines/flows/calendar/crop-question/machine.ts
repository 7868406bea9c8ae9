import { assertEvent, assign, setup } from 'xstate';
import type { CalendarCrop } from '../../../../contract/calendar.ts';
import { sayAction, text, type UserEvent } from '../../../../conversation/flow-protocol.ts';
import { CROP_PREFIX, cropQuestion } from '../messages.ts';
import { cropOf } from '../request.ts';

/**
 * "Which crop?", by a button or in words: any crop the calendar knows can be typed. The calendar flow
 * invokes this child; it ends with the crop, or null when the user went back.
 */
export type CropQuestionOutput = CalendarCrop | null;

interface CropQuestionContext {
  crop: CalendarCrop | null;
}

/** The crop a tap or typed words name, if the calendar knows it. */
function cropIn(event: UserEvent): CalendarCrop | null {
  assertEvent(event, ['user.choice', 'user.text']);
  return cropOf(event.type === 'user.choice' ? event.value.slice(CROP_PREFIX.length) : event.value);
}

export const calendarCropQuestion = setup({
  types: { context: {} as CropQuestionContext, events: {} as UserEvent, output: {} as CropQuestionOutput },
  actions: {
    say: sayAction<CropQuestionContext>(),
    takeCrop: assign({ crop: ({ event }) => cropIn(event) }),
  },
  guards: {
    knownCrop: ({ event }) => cropIn(event) !== null,
  },
}).createMachine({
  id: 'calendarCropQuestion',
  context: { crop: null },
  initial: 'asking',
  states: {
    asking: {
      entry: { type: 'say', params: cropQuestion },
      on: {
        'user.choice': [
          { guard: 'knownCrop', target: 'answered', actions: 'takeCrop' },
          // A button from an older question: ask again.
          { target: 'asking', reenter: true },
        ],
        'user.text': [
          { guard: 'knownCrop', target: 'answered', actions: 'takeCrop' },
          {
            target: 'asking',
            reenter: true,
            actions: { type: 'say', params: { body: text('calendar:unknown_crop') } },
          },
        ],
        'user.back': 'answered',
      },
    },
    answered: { type: 'final' },
  },
  output: ({ context }) => context.crop,
});
