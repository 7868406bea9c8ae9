import { assign, sendParent, setup } from 'xstate';
import { BACK, choice, sayAction, text, type UserEvent } from '../../../conversation/flow-protocol.ts';

/** Asks for the language when the intent did not name one; the conversation re-renders in it at once. */
export const languageFlow = setup({
  types: {
    events: {} as UserEvent,
    input: {} as { language?: string } | undefined,
    context: {} as { language: string | undefined },
  },
  actions: {
    say: sayAction<{ language: string | undefined }>(),
    requestLanguage: sendParent(({ context }: { context: { language: string | undefined } }) => ({
      type: 'assistant.language',
      language: context.language,
    })),
  },
  guards: { known: ({ context }) => Boolean(context.language) },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({ language: input?.language }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'known', target: 'switching' }, { target: 'asking' }] },
    asking: {
      entry: {
        type: 'say',
        params: {
          body: text('assistant:language.ask'),
          quickReplies: [
            choice('en', 'assistant:language.english'),
            choice('sw', 'assistant:language.swahili'),
            BACK,
          ],
        },
      },
      on: {
        'user.choice': { target: 'switching', actions: assign({ language: ({ event }) => event.value }) },
        'user.back': 'done',
      },
    },
    switching: {
      entry: ['requestLanguage', { type: 'say', params: { body: text('assistant:language.changed') } }],
      always: 'done',
    },
    done: { type: 'final' },
  },
});
