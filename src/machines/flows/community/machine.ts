import { setup } from 'xstate';
import { sayAction, type UserEvent } from '../../../conversation/flow-protocol.ts';

/**
 * "Ask the community": other farmers and agronomists answer there, at /community, which anyone may
 * read; the chat hands over with a link, and answers to the person's questions come back to the chat.
 */
export const communityFlow = setup({
  types: { events: {} as UserEvent },
  actions: { say: sayAction() },
}).createMachine({
  id: 'community',
  initial: 'handingOver',
  states: {
    handingOver: {
      entry: {
        type: 'say',
        params: { body: { kind: 'markdown', text: { key: 'community:hand_over' } } },
      },
      always: 'done',
    },
    done: { type: 'final' },
  },
});
