import { assertEvent, assign, setup } from 'xstate';
import { sayAction, text, type UserEvent } from '../../../../conversation/flow-protocol.ts';
import { isPlausiblePlantingDate } from '../../../../contract/planting-date.ts';
import { parseTypedDate, todayHere } from '../../../../language/typed-date.ts';
import { dateQuestion } from '../messages.ts';

/**
 * "When did you plant?", typed or picked, or "not planted yet". The calendar flow invokes this child;
 * it ends with the day, with `notPlanted`, or with null when the user went back.
 */
export type DateQuestionOutput = { plantedOn: string } | 'notPlanted' | null;

interface DateQuestionContext {
  answer: DateQuestionOutput;
}

/** The day typed words (or the date picker's ISO day) name, if any. */
function dayIn(event: UserEvent): string | null {
  assertEvent(event, 'user.text');
  return parseTypedDate(event.value, todayHere());
}

export const calendarDateQuestion = setup({
  types: { context: {} as DateQuestionContext, events: {} as UserEvent, output: {} as DateQuestionOutput },
  actions: {
    say: sayAction<DateQuestionContext>(),
    takeDay: assign({ answer: ({ event }) => ({ plantedOn: dayIn(event)! }) }),
    notPlanted: assign({ answer: 'notPlanted' as const }),
  },
  guards: {
    readableDate: ({ event }) => dayIn(event) !== null,
    plausibleDate: ({ event }) => {
      const day = dayIn(event);
      return day !== null && isPlausiblePlantingDate(day, todayHere());
    },
    chose: ({ event }, params: { value: string }) =>
      event.type === 'user.choice' && event.value === params.value,
  },
}).createMachine({
  id: 'calendarDateQuestion',
  context: { answer: null },
  initial: 'asking',
  states: {
    asking: {
      entry: { type: 'say', params: dateQuestion },
      on: {
        'user.text': [
          { guard: 'plausibleDate', target: 'answered', actions: 'takeDay' },
          {
            guard: 'readableDate',
            target: 'asking',
            reenter: true,
            actions: { type: 'say', params: { body: text('errors:field.planted_on_out_of_range') } },
          },
          {
            target: 'asking',
            reenter: true,
            actions: { type: 'say', params: { body: text('errors:field.invalid_date') } },
          },
        ],
        'user.choice': {
          guard: { type: 'chose', params: { value: 'not_yet' } },
          target: 'answered',
          actions: 'notPlanted',
        },
        'user.back': 'answered',
      },
    },
    answered: { type: 'final' },
  },
  output: ({ context }) => context.answer,
});
