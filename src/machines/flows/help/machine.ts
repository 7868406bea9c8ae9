import { setup } from 'xstate';
import { sayAction, text, type UserEvent } from '../../../conversation/flow-protocol.ts';
import { flowMenu } from '../../assistant/flow-catalogue.ts';

/** "What can you do?": what Mimea offers today, and how to talk to it (tap, type a number, or write). */
export const helpFlow = setup({
  types: { events: {} as UserEvent },
  actions: { say: sayAction() },
}).createMachine({
  id: 'help',
  initial: 'explaining',
  states: {
    explaining: {
      entry: [
        { type: 'say', params: { body: { kind: 'markdown', text: { key: 'assistant:help.what_i_do' } } } },
        {
          type: 'say',
          params: () => ({
            body: text('assistant:help.how_to_talk'),
            quickReplies: flowMenu(),
          }),
        },
      ],
      always: 'done',
    },
    done: { type: 'final' },
  },
  // Its last message already offers the menu; the assistant adds nothing after it.
  output: { quiet: true },
});
