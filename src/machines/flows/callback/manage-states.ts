import { errorOf, outputOf } from '../actor-result.ts';
import type { Callback } from '../../../contract/callback.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import {
  BACK,
  choice,
  chose,
  text,
  type SayParams,
  type UserEvent,
} from '../../../conversation/flow-protocol.ts';
import type { CallbackContext } from './context.ts';
import { callbackSetup } from './setup.ts';
import { bookingCard } from './messages.ts';

type Args = { context: CallbackContext; event: UserEvent };
const hasContact = ({ context }: Args) => context.contact !== null;
const say = (
  params: (args: { context: CallbackContext }) => SayParams,
): { type: 'say'; params: typeof params } => ({ type: 'say', params });

/** A farmer with a booking still to come: move it to another free time, cancel it, or book another. */
export const manageStates = {
  existing: callbackSetup.createStateConfig({
    entry: [
      'pickUpcoming',
      say(({ context }) => ({ body: bookingCard(context.booking!) })),
      say(() => ({
        body: text('talk:callback.existing'),
        quickReplies: [
          choice('move', 'talk:callback.move'),
          choice('cancel', 'talk:callback.cancel'),
          choice('new', 'talk:callback.book_another'),
          BACK,
        ],
      })),
    ],
    on: {
      'user.choice': [
        { guard: chose('move'), target: 'loadingSlots', actions: 'startMoving' },
        { guard: chose('cancel'), target: 'confirmCancel' },
        { guard: (args: Args) => chose('new')(args) && hasContact(args), target: 'confirmContact' },
        { guard: chose('new'), target: 'askName' },
      ],
      'user.back': 'done',
    },
  }),
  confirmCancel: callbackSetup.createStateConfig({
    entry: say(() => ({
      body: text('talk:callback.confirm_cancel'),
      quickReplies: [choice('yes', 'talk:callback.yes_cancel'), choice('keep', 'talk:callback.keep')],
    })),
    on: {
      'user.choice': [
        { guard: chose('yes'), target: 'cancelling' },
        { guard: chose('keep'), target: 'existing' },
      ],
      'user.back': 'existing',
    },
  }),
  cancelling: callbackSetup.createStateConfig({
    tags: ['busy'],
    invoke: {
      id: 'cancel',
      src: 'cancel',
      input: ({ context }) => ({ id: context.booking!.id }),
      onDone: {
        target: 'done',
        actions: say(() => ({ body: text('talk:callback.cancelled') })),
      },
      onError: { target: 'manageFailed', actions: { type: 'fail', params: errorOf } },
    },
  }),
  moving: callbackSetup.createStateConfig({
    tags: ['busy'],
    invoke: {
      id: 'move',
      src: 'move',
      input: ({ context }) => ({
        id: context.booking!.id,
        slot: context.answers.slot ?? '',
      }),
      onDone: {
        target: 'moved',
        actions: { type: 'keepBooking', params: outputOf<Callback> },
      },
      onError: { target: 'manageFailed', actions: { type: 'fail', params: errorOf } },
    },
  }),
  moved: callbackSetup.createStateConfig({
    entry: [
      say(({ context }) => ({ body: bookingCard(context.booking!) })),
      say(() => ({ body: text('talk:callback.moved') })),
    ],
    always: 'done',
  }),
  manageFailed: callbackSetup.createStateConfig({
    entry: say(({ context }) => ({ body: failureMessage(context.failure!), quickReplies: [BACK] })),
    always: { guard: 'slotTaken', target: 'loadingSlots' },
    on: { 'user.back': 'existing' },
  }),
};
