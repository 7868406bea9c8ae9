import { assign, sendParent, setup } from 'xstate';
import { choice, chose, sayAction, text, type UserEvent } from '../../../conversation/flow-protocol.ts';

interface StartOverContext {
  cleared: boolean;
}

/** Clearing the conversation cannot be undone, so it asks first. */
export const startOverFlow = setup({
  types: { events: {} as UserEvent, context: {} as StartOverContext, output: {} as { quiet: boolean } },
  actions: { say: sayAction<StartOverContext>(), requestClear: sendParent({ type: 'assistant.clear' }) },
}).createMachine({
  id: 'startOver',
  context: { cleared: false },
  initial: 'confirming',
  states: {
    confirming: {
      entry: {
        type: 'say',
        params: {
          body: text('assistant:start_over.confirm'),
          quickReplies: [choice('yes', 'assistant:start_over.yes'), choice('no', 'assistant:start_over.no')],
        },
      },
      on: {
        'user.choice': [
          { guard: chose('yes'), target: 'done', actions: ['requestClear', assign({ cleared: true })] },
          { guard: chose('no'), target: 'kept' },
        ],
        'user.back': 'kept',
      },
    },
    kept: { entry: { type: 'say', params: { body: text('assistant:start_over.kept') } }, always: 'done' },
    done: { type: 'final' },
  },
  // After clearing, the fresh greeting is the whole conversation; nothing follows it.
  output: ({ context }) => ({ quiet: context.cleared }),
});
