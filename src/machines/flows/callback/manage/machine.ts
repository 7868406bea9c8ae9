import { assign, setup } from 'xstate';
import type { Callback } from '../../../../contract/callback.ts';
import { BACK, choice, sayAction, text, type UserEvent } from '../../../../conversation/flow-protocol.ts';
import { bookingCard } from '../messages.ts';

/**
 * A farmer with a booking still to come sees it and chooses: move it to another free time, cancel it
 * (after a yes), or book another. The callback flow invokes this child with the booking and does
 * what was chosen; null means the user went back.
 */
export interface ManageInput {
  booking: Callback;
}

export type ManageOutput = 'move' | 'cancel' | 'new' | null;

interface ManageContext extends ManageInput {
  chosen: ManageOutput;
}

export const manageBooking = setup({
  types: {
    context: {} as ManageContext,
    events: {} as UserEvent,
    input: {} as ManageInput,
    output: {} as ManageOutput,
  },
  actions: {
    say: sayAction<ManageContext>(),
    choose: assign((_, { chosen }: { chosen: NonNullable<ManageOutput> }) => ({ chosen })),
  },
  guards: {
    chose: ({ event }, params: { value: string }) =>
      event.type === 'user.choice' && event.value === params.value,
  },
}).createMachine({
  id: 'callbackManage',
  context: ({ input }) => ({ booking: input.booking, chosen: null }),
  initial: 'existing',
  states: {
    existing: {
      entry: [
        { type: 'say', params: ({ context }) => ({ body: bookingCard(context.booking) }) },
        {
          type: 'say',
          params: {
            body: text('talk:callback.existing'),
            quickReplies: [
              choice('move', 'talk:callback.move'),
              choice('cancel', 'talk:callback.cancel'),
              choice('new', 'talk:callback.book_another'),
              BACK,
            ],
          },
        },
      ],
      on: {
        'user.choice': [
          {
            guard: { type: 'chose', params: { value: 'move' } },
            target: 'chosen',
            actions: { type: 'choose', params: { chosen: 'move' } },
          },
          { guard: { type: 'chose', params: { value: 'cancel' } }, target: 'confirmCancel' },
          {
            guard: { type: 'chose', params: { value: 'new' } },
            target: 'chosen',
            actions: { type: 'choose', params: { chosen: 'new' } },
          },
        ],
        'user.back': 'chosen',
      },
    },
    confirmCancel: {
      entry: {
        type: 'say',
        params: {
          body: text('talk:callback.confirm_cancel'),
          quickReplies: [choice('yes', 'talk:callback.yes_cancel'), choice('keep', 'talk:callback.keep')],
        },
      },
      on: {
        'user.choice': [
          {
            guard: { type: 'chose', params: { value: 'yes' } },
            target: 'chosen',
            actions: { type: 'choose', params: { chosen: 'cancel' } },
          },
          { guard: { type: 'chose', params: { value: 'keep' } }, target: 'existing' },
        ],
        'user.back': 'existing',
      },
    },
    chosen: { type: 'final' },
  },
  output: ({ context }) => context.chosen,
});
