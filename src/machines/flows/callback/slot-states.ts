import { errorOf, outputOf } from '../actor-result.ts';
import type { Slot } from '../../../contract/callback.ts';
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
import { SLOT_PREFIX, SLOTS_PER_PAGE, slotReplies } from './messages.ts';

type Args = { context: CallbackContext; event: UserEvent };
const say = (
  params: (args: { context: CallbackContext }) => SayParams,
): { type: 'say'; params: typeof params } => ({ type: 'say', params });
const RETRY = choice('retry', 'talk:try_again');
const pickedSlot = ({ event }: Args) => event.type === 'user.choice' && event.value.startsWith(SLOT_PREFIX);
const keepSlot: { type: 'answer'; params: (args: Args) => { slot: string } } = {
  type: 'answer',
  params: ({ event }: Args) => ({
    slot: event.type === 'user.choice' ? event.value.slice(SLOT_PREFIX.length) : '',
  }),
};

/** The free times, a page at a time, for a new booking or for moving one; fetched fresh each time. */
export const slotStates = {
  loadingSlots: callbackSetup.createStateConfig({
    tags: ['busy'],
    invoke: {
      id: 'loadSlots',
      src: 'loadSlots',
      onDone: { target: 'choosingSlot', actions: { type: 'keepSlots', params: outputOf<Slot[]> } },
      onError: { target: 'slotsFailed', actions: { type: 'fail', params: errorOf } },
    },
  }),
  slotsFailed: callbackSetup.createStateConfig({
    entry: say(({ context }) => ({ body: failureMessage(context.failure!), quickReplies: [RETRY, BACK] })),
    on: { 'user.choice': { guard: chose('retry'), target: 'loadingSlots' }, 'user.back': 'done' },
  }),
  choosingSlot: callbackSetup.createStateConfig({
    entry: say(({ context }) => ({
      body: text(context.slots.length ? 'talk:callback.ask_slot' : 'talk:callback.no_slots'),
      quickReplies: slotReplies(context.slots, context.slotPage),
    })),
    on: {
      'user.choice': [
        {
          guard: ({ context, event }: Args) =>
            chose('later')({ event }) && (context.slotPage + 1) * SLOTS_PER_PAGE < context.slots.length,
          target: 'choosingSlot',
          reenter: true,
          actions: 'nextSlotPage',
        },
        {
          guard: (args: Args) => pickedSlot(args) && args.context.mode === 'move',
          target: 'moving',
          actions: keepSlot,
        },
        { guard: pickedSlot, target: 'afterSlot', actions: keepSlot },
      ],
      'user.back': [
        { guard: ({ context }: Args) => context.mode === 'move', target: 'existing' },
        { guard: ({ context }: Args) => context.case !== null, target: 'language' },
        { target: 'topic' },
      ],
    },
  }),
  // A time changed from the summary goes back there; the note was already asked.
  afterSlot: callbackSetup.createStateConfig({
    always: [
      { guard: ({ context }: Args) => context.answers.note !== undefined, target: 'summary' },
      { target: 'note' },
    ],
  }),
};
