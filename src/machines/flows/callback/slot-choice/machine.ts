import { assertEvent, assign, setup } from 'xstate';
import type { Slot } from '../../../../contract/callback.ts';
import { sayAction, text, type UserEvent } from '../../../../conversation/flow-protocol.ts';
import { SLOT_PREFIX, SLOTS_PER_PAGE, slotReplies } from '../messages.ts';

/**
 * The free times, a page at a time, for a new booking or for moving one. The callback flow loads them
 * fresh and invokes this child; it ends with the time picked, or with none when the user went back,
 * and the page shown, so coming back to the times shows the same page.
 */
export interface SlotChoiceInput {
  slots: Slot[];
  page: number;
}

export interface SlotChoiceOutput {
  slot: string | null;
  page: number;
}

interface SlotChoiceContext extends SlotChoiceInput {
  slot: string | null;
}

export const slotChoice = setup({
  types: {
    context: {} as SlotChoiceContext,
    events: {} as UserEvent,
    input: {} as SlotChoiceInput,
    output: {} as SlotChoiceOutput,
  },
  actions: {
    say: sayAction<SlotChoiceContext>(),
    nextPage: assign({ page: ({ context }) => context.page + 1 }),
    takeSlot: assign({
      slot: ({ event }) => {
        assertEvent(event, 'user.choice');
        return event.value.slice(SLOT_PREFIX.length);
      },
    }),
  },
  guards: {
    laterTimes: ({ context, event }) =>
      event.type === 'user.choice' &&
      event.value === 'later' &&
      (context.page + 1) * SLOTS_PER_PAGE < context.slots.length,
    pickedSlot: ({ event }) => event.type === 'user.choice' && event.value.startsWith(SLOT_PREFIX),
  },
}).createMachine({
  id: 'callbackSlotChoice',
  context: ({ input }) => ({ ...input, slot: null }),
  initial: 'choosing',
  states: {
    choosing: {
      entry: {
        type: 'say',
        params: ({ context }) => ({
          body: text(context.slots.length ? 'talk:callback.ask_slot' : 'talk:callback.no_slots'),
          quickReplies: slotReplies(context.slots, context.page),
        }),
      },
      on: {
        'user.choice': [
          { guard: 'laterTimes', target: 'choosing', reenter: true, actions: 'nextPage' },
          { guard: 'pickedSlot', target: 'chosen', actions: 'takeSlot' },
        ],
        'user.back': 'chosen',
      },
    },
    chosen: { type: 'final' },
  },
  output: ({ context }) => ({ slot: context.slot, page: context.page }),
});
